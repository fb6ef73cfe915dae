#!/usr/bin/env python3
"""Generates api.go, the Go client's types and methods, from Snapforge's openapi.json (standard library only).

    python3 clients/go/generate.py [openapi.json] [out.go]

`npm run openapi:print` runs it after printing openapi.json, so the client follows the REST API. The output is
already as gofmt prints it (a blank line between struct fields, so gofmt has no columns to align).
"""

import json
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
INITIALISMS = {"id", "url", "uuid", "api", "pdf", "html", "json", "http", "csv", "svg", "qr", "ms", "fps"}
SCALARS = {"string": "string", "integer": "int", "number": "float64", "boolean": "bool"}


def pascal(name):
    words = re.findall(r"[A-Z]?[a-z0-9]+|[A-Z]+(?![a-z])", name)
    return "".join(w.upper() if w.lower() in INITIALISMS else w[0].upper() + w[1:] for w in words)


def lower_first(name):
    word = re.match(r"[A-Z]+(?![a-z])|[A-Z][a-z0-9]*", name).group(0)
    return word.lower() + name[len(word) :]


def comment(text, indent=""):
    lines = [line.rstrip() for line in (text or "").strip().split("\n")]
    return "".join(f"{indent}// {line}\n" if line else f"{indent}//\n" for line in lines if text)


def non_null(schema):
    """The schema without its `null` alternative, and whether it had one."""
    options = schema.get("anyOf") or schema.get("oneOf")
    if options and any(o.get("type") == "null" for o in options):
        rest = [o for o in options if o.get("type") != "null"]
        inner = rest[0] if len(rest) == 1 else {**schema, "anyOf": rest, "oneOf": None}
        return {"description": schema.get("description"), **inner}, True
    if isinstance(schema.get("type"), list) and "null" in schema["type"]:
        types = [t for t in schema["type"] if t != "null"]
        return {**schema, "type": types[0] if len(types) == 1 else types}, True
    return schema, False


def merge(schemas):
    """One object of a oneOf of objects (a layer of any type): every property of any of them, required when all
    require it; a property they type differently becomes `any`."""
    if not all(s.get("type") == "object" for s in schemas):
        return {} if len({json.dumps(s.get("type")) for s in schemas}) > 1 else schemas[0]
    properties = {}
    for s in schemas:
        for key, prop in s.get("properties", {}).items():
            properties.setdefault(key, []).append(prop)
    required = set.intersection(*(set(s.get("required", [])) for s in schemas))
    merged = {k: (props[0] if len(props) == 1 else merge([non_null(p)[0] for p in props])) for k, props in properties.items()}
    return {"type": "object", "properties": merged, "required": [k for k in merged if k in required]}


class Generator:
    def __init__(self, document):
        self.document = document
        self.types = {}  # Go type name -> its declaration, in the order first needed
        self.shapes = {}  # an inline type's declaration, its own name left out -> that name

    def ref(self, ref):
        name = ref.split("/")[-1]
        if name not in self.types:
            self.types[name] = None  # reserved while it is built (schemas may refer to themselves)
            self.types[name] = self.declare(name, self.document["components"]["schemas"][name])
        return name

    def declare(self, name, schema):
        """A named type's declaration: a struct for an object, a union for alternatives, else an alias."""
        schema, _ = non_null(schema)
        if schema.get("oneOf") and all(o.get("type") == "object" for o in schema["oneOf"]):
            schema = {**merge(schema["oneOf"]), "description": schema.get("description")}
        doc = comment(schema.get("description") or f"{name} is a schema of openapi.json.")
        options = schema.get("anyOf") or schema.get("oneOf")
        if options:
            shapes = f"{name} is one of several shapes: the field of the one the JSON has is set, the others are nil."
            return comment(schema.get("description") or shapes) + self.union(name, options)
        if schema.get("type") == "object" and schema.get("properties") is not None:
            return doc + self.struct(name, schema)
        return doc + f"type {name} = {self.go_type(schema, name)}\n"

    def struct(self, name, schema):
        required = set(schema.get("required", []))
        fields, seen = [], set()
        for key, prop in schema["properties"].items():
            field = pascal(key)
            if field in seen:
                raise ValueError(f"{name}.{key}: two properties are both {field} in Go")
            seen.add(field)
            inner, nullable = non_null(prop)
            go = self.go_type(inner, name + field)
            optional = nullable or key not in required
            if optional and not go.startswith(("[]", "map[", "any")):
                go = "*" + go
            tag = key + (",omitempty" if optional else "")
            about = prop.get("description") or inner.get("description") or ""
            if inner.get("enum"):
                about += ("\n" if about else "") + "One of: " + ", ".join(json.dumps(v) for v in inner["enum"]) + "."
            fields.append(comment(about, "\t") + f'\t{field} {go} `json:"{tag}"`\n')
        return f"type {name} struct {{\n" + "\n".join(fields) + "}\n"

    def union(self, name, options):
        """One of several shapes (a snap or a list of snaps): a field per shape, the one the JSON fits is set."""
        fields = []
        for option in options:
            if "$ref" in option:
                field, go = self.ref(option["$ref"]), "*" + self.ref(option["$ref"])
            elif option.get("type") == "array" and "$ref" in option.get("items", {}):
                field = self.ref(option["items"]["$ref"]) + "List"
                go = "[]" + field[:-4]
            else:
                field = "Object" if option.get("type") == "object" else pascal(str(option.get("type", "Value")))
                go = self.go_type(option, name + field)
                go = go if go.startswith(("[]", "map[", "any")) else "*" + go
            fields.append(f"\t{field} {go}\n")
        names = [f.split()[0] for f in fields]
        return (
            f"type {name} struct {{\n" + "\n".join(fields) + "}\n\n"
            f"func (u *{name}) UnmarshalJSON(data []byte) error {{\n"
            f"\treturn decodeOneOf(data, {', '.join('&u.' + n for n in names)})\n}}\n\n"
            f"func (u {name}) MarshalJSON() ([]byte, error) {{\n"
            f"\treturn encodeOneOf({', '.join('u.' + n for n in names)})\n}}\n"
        )

    def go_type(self, schema, hint):
        """The Go type of a schema; inline objects and unions become named types called after where they are."""
        schema, _ = non_null(schema)
        if "$ref" in schema:
            return self.ref(schema["$ref"])
        options = schema.get("anyOf") or schema.get("oneOf")
        if options:
            if all(o.get("type") in SCALARS for o in options):
                return "any"  # a string or a number (`font_weight`: "bold" or 700): as JSON gives it
            return self.named(hint, schema)
        kind = schema.get("type")
        if isinstance(kind, list):
            return "any"  # ["string", "number", "boolean"]: a cell of a table's row
        if kind in SCALARS:
            return SCALARS[kind]
        if kind == "array":
            if schema.get("prefixItems"):
                kinds = {self.go_type(i, hint) for i in schema["prefixItems"]}
                return f"[{len(schema['prefixItems'])}]{kinds.pop()}" if len(kinds) == 1 else "[]any"
            return "[]" + self.go_type(schema.get("items", {}), hint + "Item")
        if kind == "object":
            extra = schema.get("additionalProperties")
            if schema.get("properties"):
                return self.named(hint, schema)
            return "map[string]" + (self.go_type(extra, hint + "Value") if isinstance(extra, dict) and extra else "any")
        return "any"

    def named(self, name, schema):
        """An inline schema's type, called after where it is; one already declared the same is reused (a layer's
        keyframes are the same in Layer and LayerInput)."""
        if name in self.types:
            raise ValueError(f"two schemas are both called {name} in Go")
        self.types[name] = None
        declaration = self.declare(name, schema)
        shape = re.sub(rf"\b{name}\b", "_", declaration)
        if shape in self.shapes:
            del self.types[name]
            return self.shapes[shape]
        self.shapes[shape] = name
        self.types[name] = declaration
        return name

    def method(self, path, verb, op):
        """One method per operation: path parameters, required query parameters, then the body; optional query
        parameters in an options struct (nil for none)."""
        name = pascal(op["operationId"])
        params = op.get("parameters", [])
        path_params = [p for p in params if p["in"] == "path"]
        required_query = [p for p in params if p["in"] == "query" and p.get("required")]
        optional_query = [p for p in params if p["in"] == "query" and not p.get("required")]
        args, query = ["ctx context.Context"], []
        for p in path_params + required_query:
            args.append(f"{lower_first(pascal(p['name']))} {self.go_type(p['schema'], name + pascal(p['name']))}")
        route = re.sub(r"\{(\w+)\}", lambda m: "%s", path)
        path_expr = f'"{route}"' if not path_params else (
            f'fmt.Sprintf("{route}", ' + ", ".join(f"pathParam({lower_first(pascal(p['name']))})" for p in path_params) + ")"
        )
        query += [f'"{p["name"]}": {lower_first(pascal(p["name"]))}' for p in required_query]
        content = op.get("requestBody", {}).get("content", {})
        body = "nil"
        if "application/json" in content:
            args.append("body " + "*" + self.go_type(content["application/json"]["schema"], name + "Request"))
            body = "body"
        elif "multipart/form-data" in content:
            args.append("form *Form")
            body = "form"
        if optional_query:
            options = name + "Options"
            self.named(options, {
                "description": f"{options} holds the optional query parameters of {name} (nil: none).",
                "type": "object",
                "properties": {p["name"]: {**p["schema"], "description": p.get("description")} for p in optional_query},
            })
            args.append(f"options *{options}")
        result = self.result(name, op)
        doc = comment(f"{name} calls {verb.upper()} {path}: {op.get('summary', '')}\n\n{op.get('description', '')}")
        query_expr = "nil" if not query else "query{" + ", ".join(query) + "}"
        query_expr += ", options" if optional_query else ", nil"
        if result == "[]byte":
            call = f"\treturn c.bytes(ctx, \"{verb.upper()}\", {path_expr}, {query_expr}, {body})\n"
        else:
            call = (
                f"\tvar out {result[1:]}\n"
                f"\terr := c.call(ctx, \"{verb.upper()}\", {path_expr}, {query_expr}, {body}, &out)\n"
                "\tif err != nil {\n\t\treturn nil, err\n\t}\n\treturn &out, nil\n"
            )
        return doc + f"func (c *Client) {name}({', '.join(args)}) ({result}, error) {{\n" + call + "}\n"

    def result(self, name, op):
        """The first success answer: JSON as its type, anything else (images, ZIP, HTML) as bytes."""
        for code, response in op["responses"].items():
            if code.startswith("2"):
                content = response.get("content", {})
                if "application/json" in content:
                    return "*" + self.go_type(content["application/json"]["schema"], name + "Response")
                return "[]byte"
        return "[]byte"

    def generate(self):
        info = self.document["info"]
        methods = [
            self.method(path, verb, op)
            for path, ops in self.document["paths"].items()
            for verb, op in ops.items()
            if "operationId" in op
        ]
        header = (
            f"// Snapforge's REST API, {info['title']} {info['version']}.\n"
            "//\n// Generated by clients/go/generate.py from openapi.json: do not edit (npm run openapi:print regenerates it).\n\n"
            'package snapforge\n\nimport (\n\t"context"\n\t"fmt"\n)\n\n'
        )
        return header + "\n".join(methods) + "\n" + "\n".join(self.types.values())


if __name__ == "__main__":
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else HERE.parent.parent / "openapi.json"
    target = Path(sys.argv[2]) if len(sys.argv) > 2 else HERE / "api.go"
    target.write_text(Generator(json.loads(source.read_text())).generate())
