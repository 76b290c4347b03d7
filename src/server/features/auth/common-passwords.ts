// Passwords of 8+ characters that top every public breach list; refused at sign-up and reset (docs/architecture.md §6).
// Compared case-insensitively. Short passwords are already refused by the length rule.
const LIST = `password password1 password12 password123 password1234 passw0rd p@ssw0rd p@ssword 12345678 123456789
1234567890 12345678910 123123123 11111111 111111111 1111111111 00000000 000000000 88888888 87654321 987654321
qwertyuiop qwerty12 qwerty123 qwerty1234 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc zaq12wsx
qazwsxedc asdfghjkl asdfasdf zxcvbnm1 iloveyou iloveyou1 sunshine sunshine1 princess princess1 football
football1 baseball baseball1 basketball welcome1 welcome123 whatever superman batman123 trustno1 starwars
letmein1 letmein123 dragon123 monkey123 shadow123 master123 michael1 jennifer jordan23 abc12345 abcd1234
abcdefgh abcdefg1 aa123456 a1234567 a12345678 1234qwer qwer1234 q1w2e3r4 q1w2e3r4t5 google123 computer
internet charlie1 freedom1 liverpool chocolate butterfly pokemon1 minecraft fortnite1 samsung1 secret123
changeme changeme1 default1 administrator admin123 admin1234 root1234 test1234 testtest guest123 hello123
helloworld loveyou1 lovely123 forever1 mustang1 yankees1 soccer123 hockey123 summer2024 summer2025 winter2025
spring2026 autumn2026 december november september tinkerbell cookie123 pepper123 ginger123 killer123
customfit customfit1 workout1 fitness1 fitness123`;

export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(LIST.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
