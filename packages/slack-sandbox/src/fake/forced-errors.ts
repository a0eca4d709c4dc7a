/** Errors a test forces on the next calls of a Web API method (`FakeSlack.forceError`). */
export class ForcedErrors {
  readonly #errors = new Map<string, { error: string; times: number }>();

  /** The next `times` calls of `method` answer `{ ok: false, error }`. */
  set(method: string, error: string, times: number): void {
    this.#errors.set(method, { error, times });
  }

  /** The error this call of `method` must answer, if one is forced (counting it used). */
  take(method: string): string | undefined {
    const forced = this.#errors.get(method);
    if (!forced || forced.times <= 0) return undefined;
    forced.times -= 1;
    return forced.error;
  }
}
