import { type CoachTopic, fixed } from "./topic";

// General training knowledge, written for this app: short, practical, and safe (pain and medical questions go to a
// professional). Each answer is two sentences in English and in Spanish.

export const GENERAL_TOPICS: readonly CoachTopic[] = [
  {
    id: "warm-up",
    keywords: {
      en: ["warm up", "warmup", "warm-up", "warming"],
      es: ["calentar", "calentamiento", "caliento", "calentando"],
    },
    answer: fixed(
      "Spend 5 to 10 minutes raising your pulse with easy cardio, then move through the joints you will load with leg swings, arm circles and hip openers. Finish with one or two light sets of your first exercise before the working sets.",
      "Dedica de 5 a 10 minutos a subir las pulsaciones con cardio suave y luego moviliza las articulaciones que vas a cargar con balanceos de piernas, círculos de brazos y aperturas de cadera. Termina con una o dos series ligeras del primer ejercicio antes de las series efectivas.",
    ),
  },
  {
    id: "cool-down",
    keywords: {
      en: ["cool down", "cooldown", "stretch after", "after training stretch"],
      es: ["vuelta a la calma", "enfriar", "estirar despues", "estiramientos despues"],
    },
    answer: fixed(
      "Take 5 minutes of easy walking or cycling to bring your breathing down, then hold a few gentle stretches for the muscles you worked for 20 to 30 seconds each. It won't prevent all soreness, but it helps you leave the session calm and notice any tight spots.",
      "Camina o pedalea suave durante 5 minutos para recuperar la respiración y luego mantén unos estiramientos suaves de los músculos trabajados de 20 a 30 segundos cada uno. No evita todas las agujetas, pero te ayuda a terminar la sesión tranquilo y a notar las zonas cargadas.",
    ),
  },
  {
    id: "missed-workout",
    keywords: {
      en: ["missed", "skipped", "skip", "miss a workout", "fell behind", "behind schedule"],
      es: ["me salte", "salte", "perdi", "no pude entrenar", "falte", "me perdi"],
    },
    answer: fixed(
      "Missing one workout changes very little, so don't try to cram two sessions into one day. Pick up with the next session on your plan, or use Regenerate on the missed one to move it into a free slot later this week.",
      "Saltarte un entrenamiento cambia muy poco, así que no intentes meter dos sesiones en un mismo día. Sigue con la próxima sesión de tu plan o usa Regenerar en la que perdiste para moverla a un hueco libre de esta semana.",
    ),
  },
  {
    id: "hydration",
    keywords: {
      en: ["water", "hydrate", "hydration", "drink", "thirst", "electrolyte"],
      es: ["agua", "hidratar", "hidratacion", "beber", "sed", "electrolito"],
    },
    answer: fixed(
      "Drink regularly through the day so you start training already hydrated, and sip water during the session, especially when it is hot. For long or very sweaty workouts over an hour, a drink with electrolytes can help you recover.",
      "Bebe con regularidad durante el día para llegar hidratado al entrenamiento y da pequeños sorbos durante la sesión, sobre todo si hace calor. En entrenamientos largos o con mucho sudor de más de una hora, una bebida con electrolitos puede ayudarte a recuperar.",
    ),
  },
  {
    id: "sleep",
    keywords: {
      en: ["sleep", "tired", "fatigue", "exhausted", "insomnia", "nap"],
      es: ["dormir", "sueno", "cansado", "cansada", "fatiga", "agotado", "siesta"],
    },
    answer: fixed(
      "Sleep is when most recovery happens, so aim for 7 to 9 hours and keep a similar bedtime even on weekends. On a night of poor sleep, keep the planned workout but lower the intensity rather than chasing a personal best.",
      "Dormir es cuando ocurre la mayor parte de la recuperación, así que busca de 7 a 9 horas y mantén un horario parecido también el fin de semana. Tras una mala noche, haz el entrenamiento previsto pero baja la intensidad en lugar de buscar una marca personal.",
    ),
  },
  {
    id: "progressive-overload",
    keywords: {
      en: ["progressive overload", "progress", "heavier", "increase weight", "add weight", "stronger"],
      es: ["sobrecarga progresiva", "progresar", "mas peso", "subir peso", "aumentar peso", "mas fuerte"],
    },
    answer: fixed(
      "Make one small step at a time: when you can finish every set at the top of the rep range with good form, add a little weight or a few reps next session. Keep a note of what you lifted so each workout has a clear target to beat.",
      "Avanza paso a paso: cuando completes todas las series en la parte alta del rango de repeticiones con buena técnica, añade un poco de peso o alguna repetición en la siguiente sesión. Apunta lo que levantas para que cada entrenamiento tenga un objetivo claro que superar.",
    ),
  },
  {
    id: "plateau",
    keywords: {
      en: ["plateau", "stuck", "stalled", "not improving", "no progress"],
      es: ["estancado", "estancada", "no avanzo", "no mejoro", "meseta"],
    },
    answer: fixed(
      "A plateau usually means the same stimulus for too long or too little recovery, so check your sleep and food first. Then change one variable for a few weeks, such as the rep range, the exercise variation or an extra set.",
      "Un estancamiento suele deberse a repetir el mismo estímulo demasiado tiempo o a recuperar poco, así que revisa primero el sueño y la alimentación. Después cambia una sola variable durante unas semanas, como el rango de repeticiones, la variante del ejercicio o una serie más.",
    ),
  },
  {
    id: "busy-day",
    keywords: {
      en: ["busy", "no time", "short on time", "quick workout", "only have", "minutes to", "packed"],
      es: ["ocupado", "ocupada", "sin tiempo", "poco tiempo", "rapido", "solo tengo", "a tope"],
    },
    answer: fixed(
      "On a packed day, a focused 15 to 20 minutes beats skipping: do the first two or three exercises of your planned workout as a circuit with short rests. You can also split it into two 10-minute blocks, one before work and one in the evening.",
      "En un día a tope, 15 o 20 minutos bien aprovechados son mejor que saltarse la sesión: haz los dos o tres primeros ejercicios del entrenamiento en circuito con descansos cortos. También puedes dividirlo en dos bloques de 10 minutos, uno antes del trabajo y otro por la tarde.",
    ),
  },
  {
    id: "motivation",
    keywords: {
      en: ["motivation", "motivated", "lazy", "don t feel like", "give up", "unmotivated"],
      es: ["motivacion", "motivado", "motivada", "pereza", "no me apetece", "rendirme", "desanimado"],
    },
    answer: fixed(
      "Motivation follows action more often than it leads it, so commit to just the first five minutes and decide after that. Small wins count too: every workout you tick off builds your streak and the habit.",
      "La motivación suele llegar después de empezar, así que comprométete solo con los cinco primeros minutos y decide después. Las pequeñas victorias también cuentan: cada entrenamiento que completas suma a tu racha y al hábito.",
    ),
  },
  {
    id: "consistency",
    keywords: {
      en: ["consistent", "consistency", "habit", "routine", "streak", "stick to"],
      es: ["constante", "constancia", "habito", "rutina", "racha", "mantenerme"],
    },
    answer: fixed(
      "Consistency comes from making training easy to start: same days, same time, gear ready the night before. A plan you can keep every week beats a perfect plan you drop after two.",
      "La constancia llega cuando empezar es fácil: mismos días, misma hora y la ropa preparada la noche anterior. Un plan que puedes mantener cada semana es mejor que uno perfecto que abandonas a las dos.",
    ),
  },
  {
    id: "protein-nutrition",
    keywords: {
      en: ["protein", "diet", "nutrition", "food", "calories", "meal"],
      es: ["proteina", "dieta", "nutricion", "comida", "calorias", "comer"],
    },
    answer: fixed(
      "Build each meal around a protein source, vegetables and some whole-grain carbs, and spread protein over the day rather than in one big meal. For personal calorie or medical nutrition needs, a registered dietitian is the right person to ask.",
      "Organiza cada comida alrededor de una fuente de proteína, verduras y algo de hidrato integral, y reparte la proteína a lo largo del día en lugar de concentrarla. Para necesidades personales de calorías o de nutrición clínica, lo adecuado es consultar a un dietista-nutricionista.",
    ),
  },
  {
    id: "pre-workout-food",
    keywords: {
      en: ["eat before", "empty stomach", "pre workout", "preworkout", "snack before", "food before"],
      es: ["comer antes", "en ayunas", "preentreno", "como antes", "comida antes"],
    },
    answer: fixed(
      "A light snack with some carbs 1 to 2 hours before, like a banana or toast, gives most people enough energy. Training on an empty stomach is fine for easy sessions if you feel good, but eat something before hard or long ones.",
      "Un tentempié ligero con hidratos 1 o 2 horas antes, como un plátano o una tostada, da energía suficiente a la mayoría. Entrenar en ayunas está bien para sesiones suaves si te sientes bien, pero come algo antes de las duras o largas.",
    ),
  },
  {
    id: "post-workout-recovery",
    keywords: {
      en: ["recovery", "recover", "post workout", "eat after", "food after"],
      es: ["recuperacion", "recuperar", "postentreno", "comer despues", "como despues"],
    },
    answer: fixed(
      "Within a couple of hours after training, have a meal with protein and carbs and drink enough to replace what you sweated. Recovery then comes from sleep and easy days, which is when your body actually adapts.",
      "En las dos horas siguientes al entrenamiento, toma una comida con proteína e hidratos y bebe lo suficiente para reponer lo sudado. Después, la recuperación viene del sueño y de los días suaves, que es cuando el cuerpo se adapta de verdad.",
    ),
  },
  {
    id: "lose-weight",
    keywords: {
      en: ["lose weight", "weight loss", "fat loss", "burn fat", "slim", "lose fat"],
      es: ["perder peso", "adelgazar", "perder grasa", "quemar grasa", "bajar de peso"],
    },
    answer: fixed(
      "Weight loss comes mostly from a modest, steady calorie deficit, while training keeps your muscle and raises your daily activity. Combine your planned workouts with more walking and aim for slow progress you can keep.",
      "La pérdida de peso viene sobre todo de un déficit calórico moderado y constante, mientras el entrenamiento conserva tu músculo y aumenta tu actividad diaria. Combina los entrenamientos del plan con caminar más y busca un progreso lento que puedas mantener.",
    ),
  },
  {
    id: "build-muscle",
    keywords: {
      en: ["build muscle", "muscle gain", "gain muscle", "bulk", "hypertrophy", "get bigger"],
      es: ["ganar musculo", "masa muscular", "hipertrofia", "volumen", "musculo"],
    },
    answer: fixed(
      "To build muscle, train each muscle group about twice a week with sets that end 1 to 3 reps short of failure, and add load over time. Eat enough protein across the day and give each muscle 48 hours before hitting it hard again.",
      "Para ganar músculo, entrena cada grupo muscular unas dos veces por semana con series que terminen a 1 a 3 repeticiones del fallo, y sube la carga con el tiempo. Come suficiente proteína a lo largo del día y deja 48 horas a cada músculo antes de volver a darle fuerte.",
    ),
  },
  {
    id: "endurance",
    keywords: {
      en: ["endurance", "stamina", "running", "run", "jog", "marathon", "5k"],
      es: ["resistencia", "correr", "carrera", "trotar", "maraton", "fondo"],
    },
    answer: fixed(
      "Most endurance training should feel easy enough to hold a conversation, with only one harder session a week. Increase your total time by about 10 percent a week at most so joints and tendons can keep up.",
      "La mayor parte del entrenamiento de resistencia debe ser lo bastante suave como para poder hablar, con solo una sesión más dura a la semana. Aumenta el tiempo total como mucho un 10 por ciento por semana para que articulaciones y tendones se adapten.",
    ),
  },
  {
    id: "flexibility",
    keywords: {
      en: ["flexibility", "flexible", "mobility", "stretching", "stretch", "tight"],
      es: ["flexibilidad", "flexible", "movilidad", "estirar", "estiramiento", "acortado"],
    },
    answer: fixed(
      "Flexibility improves with little and often: 10 minutes of stretching or yoga most days beats one long session a week. Hold each stretch for 30 seconds, breathe slowly, and stay at mild tension rather than pain.",
      "La flexibilidad mejora con poco y a menudo: 10 minutos de estiramientos o yoga casi a diario son mejores que una sesión larga a la semana. Mantén cada estiramiento 30 segundos, respira despacio y quédate en una tensión suave, nunca en dolor.",
    ),
  },
  {
    id: "stress",
    keywords: {
      en: ["stress", "stressed", "anxious", "anxiety", "relax", "calm"],
      es: ["estres", "estresado", "estresada", "ansiedad", "relajar", "calma"],
    },
    answer: fixed(
      "On stressful days, moderate exercise such as a brisk walk, an easy ride or a yoga flow lowers tension without adding much fatigue. Slow breathing with a longer exhale than inhale for a few minutes afterwards helps you switch off.",
      "En días de estrés, el ejercicio moderado como caminar a buen paso, pedalear suave o una sesión de yoga baja la tensión sin añadir mucha fatiga. Después, unos minutos de respiración lenta, con la espiración más larga que la inspiración, ayudan a desconectar.",
    ),
  },
  {
    id: "breathing",
    keywords: {
      en: ["breathe", "breathing", "breath", "exhale", "inhale"],
      es: ["respirar", "respiracion", "aire", "exhalar", "inhalar"],
    },
    answer: fixed(
      "During lifts, take a breath and brace before the hard part, then breathe out as you push or pull through it. In cardio, settle into a steady rhythm and slow down if you can no longer speak in short phrases.",
      "En los ejercicios de fuerza, coge aire y aprieta el abdomen antes de la parte difícil, y suéltalo al empujar o tirar. En el cardio, busca un ritmo estable y baja la velocidad si ya no puedes hablar con frases cortas.",
    ),
  },
  {
    id: "sets-reps",
    keywords: {
      en: ["how many sets", "how many reps", "sets", "reps", "repetitions", "rep range"],
      es: ["cuantas series", "cuantas repeticiones", "series", "repeticiones"],
    },
    answer: fixed(
      "For most goals, 2 to 3 sets of 8 to 12 reps per exercise is a solid start, with the last reps hard but clean. Lower reps with heavier weight build strength, and higher reps build muscular endurance.",
      "Para la mayoría de objetivos, de 2 a 3 series de 8 a 12 repeticiones por ejercicio es un buen comienzo, con las últimas repeticiones duras pero limpias. Menos repeticiones con más peso desarrollan la fuerza y más repeticiones la resistencia muscular.",
    ),
  },
  {
    id: "rest-between-sets",
    keywords: {
      en: ["rest between", "between sets", "how long to rest", "rest time"],
      es: ["descanso entre", "entre series", "cuanto descansar", "tiempo de descanso"],
    },
    answer: fixed(
      "Rest 1 to 2 minutes between sets for most exercises and up to 3 minutes on heavy compound lifts like squats or deadlifts. For circuits and HIIT, shorter rests of 20 to 45 seconds keep your heart rate up on purpose.",
      "Descansa de 1 a 2 minutos entre series en la mayoría de ejercicios y hasta 3 minutos en los básicos pesados como la sentadilla o el peso muerto. En circuitos y HIIT, los descansos cortos de 20 a 45 segundos mantienen el pulso alto a propósito.",
    ),
  },
  {
    id: "cardio-vs-weights",
    keywords: {
      en: ["cardio or weights", "cardio vs", "weights or cardio", "which first", "cardio first"],
      es: ["cardio o pesas", "pesas o cardio", "que primero", "cardio primero"],
    },
    answer: fixed(
      "Both matter: strength training keeps muscle and bone strong, while cardio trains your heart and endurance. If you do both in one session, start with the one that matters most for your goal while you are fresh.",
      "Los dos importan: la fuerza mantiene fuertes músculos y huesos, y el cardio entrena el corazón y la resistencia. Si haces ambos en una sesión, empieza por el que más importa para tu objetivo mientras estás fresco.",
    ),
  },
  {
    id: "beginner",
    keywords: {
      en: ["beginner", "just starting", "new to", "start training", "getting started", "first time"],
      es: ["principiante", "empezando", "empezar a entrenar", "primera vez", "novato", "novata"],
    },
    answer: fixed(
      "As a beginner, learn the movements with light weights and finish each session feeling you could have done a bit more. Two or three full-body workouts a week are plenty for the first couple of months.",
      "Al empezar, aprende los movimientos con poco peso y termina cada sesión sintiendo que podrías haber hecho algo más. Dos o tres entrenamientos de cuerpo completo por semana son suficientes durante los primeros meses.",
    ),
  },
  {
    id: "time-of-day",
    keywords: {
      en: ["morning or evening", "best time", "time of day", "train at night", "workout in the morning"],
      es: ["manana o tarde", "mejor hora", "momento del dia", "entrenar de noche", "por la manana"],
    },
    answer: fixed(
      "The best time to train is the one you can repeat every week, so pick the window your calendar protects most often. If you train late, keep the last hour before bed calm so the session doesn't cost you sleep.",
      "La mejor hora para entrenar es la que puedes repetir cada semana, así que elige la franja que tu agenda respeta con más frecuencia. Si entrenas tarde, deja tranquila la última hora antes de dormir para no perder sueño.",
    ),
  },
  {
    id: "desk-posture",
    keywords: {
      en: ["posture", "desk", "sitting", "back ache", "office", "neck"],
      es: ["postura", "escritorio", "sentado", "sentada", "oficina", "cuello", "espalda baja"],
    },
    answer: fixed(
      "If you sit most of the day, stand up and move for a couple of minutes every hour. Rows, face pulls, glute bridges and hip-flexor stretches balance out the desk position well.",
      "Si pasas el día sentado, levántate y muévete un par de minutos cada hora. Los remos, los face pulls, los puentes de glúteo y los estiramientos de flexores de cadera compensan muy bien la postura de escritorio.",
    ),
  },
  {
    id: "home-travel",
    keywords: {
      en: ["home workout", "at home", "no equipment", "travel", "hotel", "no gym"],
      es: ["en casa", "sin material", "viaje", "viajando", "hotel", "sin gimnasio"],
    },
    answer: fixed(
      "Without equipment, squats, lunges, push-ups, glute bridges, planks and burpees cover the whole body. Do them as a circuit for 20 minutes, and slow the tempo or add reps to keep it challenging.",
      "Sin material, las sentadillas, zancadas, flexiones, puentes de glúteo, planchas y burpees trabajan todo el cuerpo. Hazlos en circuito durante 20 minutos y baja el ritmo o añade repeticiones para que siga siendo exigente.",
    ),
  },
  {
    id: "hiit",
    keywords: {
      en: ["hiit", "interval", "intervals", "tabata", "high intensity"],
      es: ["hiit", "intervalos", "tabata", "alta intensidad"],
    },
    answer: fixed(
      "HIIT alternates short hard efforts with easy recovery, like 30 seconds hard and 30 seconds easy for 10 to 20 minutes. It is demanding, so keep it to two or three sessions a week with an easier day in between.",
      "El HIIT alterna esfuerzos cortos e intensos con recuperación suave, por ejemplo 30 segundos fuerte y 30 suave durante 10 a 20 minutos. Es exigente, así que limítalo a dos o tres sesiones por semana con un día más suave entre ellas.",
    ),
  },
  {
    id: "yoga",
    keywords: { en: ["yoga", "pilates", "poses"], es: ["yoga", "pilates", "posturas"] },
    answer: fixed(
      "Yoga builds mobility, balance and calm, and it pairs well with strength or cardio days. Move slowly into each pose, keep breathing through your nose, and use a block or a bent knee whenever a pose feels forced.",
      "El yoga mejora la movilidad, el equilibrio y la calma, y combina bien con los días de fuerza o de cardio. Entra despacio en cada postura, respira por la nariz y usa un bloque o dobla la rodilla cuando una postura te resulte forzada.",
    ),
  },
  {
    id: "rest-days",
    keywords: {
      en: ["rest day", "rest days", "day off", "every day", "overtraining", "too much"],
      es: [
        "dia de descanso",
        "dias de descanso",
        "descansar",
        "todos los dias",
        "sobreentrenamiento",
        "demasiado",
      ],
    },
    answer: (context) => {
      const frequency = context.profile?.frequency;
      const restDays = frequency ? Math.max(0, 7 - frequency) : undefined;
      if (context.language === "es") {
        return `${restDays !== undefined ? `Con ${frequency} entrenamientos por semana tienes ${restDays} días sin sesión, y eso` : "Los días de descanso son parte del plan, y eso"} es lo que permite que el cuerpo se adapte. En esos días, un paseo o algo de movilidad suave ayuda sin restar recuperación.`;
      }
      return `${restDays !== undefined ? `With ${frequency} workouts a week you have ${restDays} days without a session, and that` : "Rest days are part of the plan, and that time"} is what lets your body adapt. On those days a walk or some gentle mobility helps without taking away from recovery.`;
    },
  },
];
