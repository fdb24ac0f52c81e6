import { TextField, type TextFieldProps } from '@studio/shell-kit/ui/TextField';

/** The props of a date or time field: a TextField whose type is fixed. */
export type DateFieldProps = Omit<TextFieldProps, 'type'>;

/** A labelled date (`YYYY-MM-DD`), with the browser's date picker. */
export function DateField(props: DateFieldProps) {
  return <TextField {...props} type="date" />;
}

/** A labelled time of day (`HH:mm`). */
export function TimeField(props: DateFieldProps) {
  return <TextField {...props} type="time" />;
}

/** A labelled date and time (`YYYY-MM-DDTHH:mm`, wall clock, no zone). */
export function DateTimeField(props: DateFieldProps) {
  return <TextField {...props} type="datetime-local" />;
}

/** A labelled month (`YYYY-MM`). */
export function MonthField(props: DateFieldProps) {
  return <TextField {...props} type="month" />;
}
