/** Thrown for input the engine cannot work with; the message says what to do. */
export class InputError extends Error {
  override name = 'InputError';
}
