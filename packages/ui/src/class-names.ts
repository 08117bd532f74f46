/** Joins the truthy class names; internal helper, not exported from the package. */
export function cx(...classes: (string | undefined | false | null)[]): string {
  return classes.filter(Boolean).join(' ');
}
