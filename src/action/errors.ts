// Errors the action raises on purpose, each with a stable `code` the top level can branch on.

export class ActionError extends Error {
  readonly code: string;
  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}

/** A bad input value; the message names the input and how to fix it. */
export class InputError extends ActionError {
  constructor(message: string) {
    super('invalid_input', message);
  }
}

/** The event payload lacks something the action needs. */
export class EventError extends ActionError {
  constructor(message: string) {
    super('invalid_event', message);
  }
}
