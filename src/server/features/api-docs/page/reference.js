// The API reference page (ADR 0076): reads /api/openapi.json and lists its operations by tag. No framework and
// nothing of the web app's bundles; text is set with textContent only.

const main = document.getElementById("reference");

function element(tag, options = {}, children = []) {
  const node = document.createElement(tag);
  if (options.className) node.className = options.className;
  if (options.text !== undefined) node.textContent = options.text;
  if (options.href) node.href = options.href;
  for (const child of children) node.append(child);
  return node;
}

function schemaBlock(title, schema) {
  return [
    element("h4", { text: title }),
    element("pre", {}, [element("code", { text: JSON.stringify(schema, null, 2) })]),
  ];
}

function who(security) {
  if (!security || security.length === 0) return "public";
  const names = security.flatMap((s) => Object.keys(s));
  return names.includes("bearerAuth") ? "token or session" : "browser session only";
}

function operationView(path, method, op) {
  const head = element("summary", {}, [
    element("span", { className: `method ${method}`, text: method }),
    element("span", { className: "path", text: path }),
    element("span", { className: "summary", text: op.summary ?? "" }),
    element("span", { className: "badge", text: who(op.security) }),
  ]);
  const body = element("div", { className: "body" });
  if (op.description) body.append(element("p", { text: op.description }));
  for (const parameter of op.parameters ?? []) {
    const required = parameter.required ? "required" : "optional";
    body.append(
      element("p", {}, [element("code", { text: `${parameter.in} ${parameter.name}` }), ` (${required})`]),
    );
  }
  for (const [type, content] of Object.entries(op.requestBody?.content ?? {})) {
    body.append(...schemaBlock(`Request body (${type})`, content.schema ?? {}));
  }
  for (const [status, answer] of Object.entries(op.responses ?? {})) {
    if (status === "default") continue;
    body.append(element("h4", { text: `${status}: ${answer.description ?? ""}` }));
    for (const [type, content] of Object.entries(answer.content ?? {})) {
      if (content.schema) body.append(...schemaBlock(type, content.schema));
      else body.append(element("p", {}, [element("code", { text: type })]));
    }
  }
  return element("details", {}, [head, body]);
}

async function render() {
  const response = await fetch("/api/openapi.json", { headers: { accept: "application/json" } });
  const doc = await response.json();
  main.replaceChildren(
    element("h1", { text: doc.info.title }),
    element("p", { text: doc.info.description }),
    element("p", {}, [
      "The document: ",
      element("a", { href: "/api/openapi.json", text: "/api/openapi.json" }),
      ` (OpenAPI ${doc.openapi}).`,
    ]),
  );
  const byTag = new Map();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const tag = op.tags?.[0] ?? "Other";
      if (!byTag.has(tag)) byTag.set(tag, []);
      byTag.get(tag).push(operationView(path, method, op));
    }
  }
  for (const { name } of doc.tags ?? []) {
    const views = byTag.get(name);
    if (!views) continue;
    const section = element("section", {}, [element("h2", { text: name }), ...views]);
    section.id = name.toLowerCase();
    main.append(section);
  }
}

render().catch((error) => {
  main.append(element("p", { text: `The document could not be read: ${error}` }));
});
