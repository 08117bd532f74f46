// A large request crosses to a worker as JSON text: for 10,000 clients, JSON.stringify and
// copying one string cost the page a fraction of a structured clone of 10,000 objects,
// which would be one long task on the main thread.

declare const json: unique symbol;

/** `Value` written as JSON text: a string that remembers what it reads back as. */
export type JsonText<Value> = string & { readonly [json]: Value };

/** `value` (JSON-safe data) as JSON text. */
export function toJsonText<Value>(value: Value): JsonText<Value> {
  return JSON.stringify(value) as JsonText<Value>;
}

/** What `toJsonText` wrote. */
export function fromJsonText<Value>(text: JsonText<Value>): Value {
  return JSON.parse(text) as Value;
}
