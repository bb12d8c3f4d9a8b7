// What a form posted to a server action gets back (useActionState): the submitted text, so
// nothing typed is lost, and one message per field that needs fixing.
export interface FormState {
  values: Record<string, string>;
  errors: Record<string, string>;
  message?: string;
  saved?: boolean;
  /** Some values look implausible: the form asks the parent to check them or confirm. */
  confirm?: boolean;
}
