/**
 * A date-fns context (the `in` option of date-fns 4) that reads a moment on the UTC clock: a Date
 * whose local getters are the UTC ones. date-fns makes its dates through the context, or the
 * constructor of the date it has, so every step stays on UTC. Ours, not @date-fns/tz: the time
 * formatting is on every page's first load and needs UTC only (the offset is added before).
 */
class UtcDate extends Date {
  override getFullYear() {
    return this.getUTCFullYear();
  }
  override getMonth() {
    return this.getUTCMonth();
  }
  override getDate() {
    return this.getUTCDate();
  }
  override getDay() {
    return this.getUTCDay();
  }
  override getHours() {
    return this.getUTCHours();
  }
  override getMinutes() {
    return this.getUTCMinutes();
  }
  override getSeconds() {
    return this.getUTCSeconds();
  }
  override getMilliseconds() {
    return this.getUTCMilliseconds();
  }
  override getTimezoneOffset() {
    return 0;
  }
}

export const utcClock = (value: Date | number | string): Date =>
  new UtcDate(typeof value === 'string' ? value : +value);
