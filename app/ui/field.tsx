import { type FieldMetadata, getInputProps } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { parseMessage } from "~/validation/messages";

/** Turns a schema's message (a validation key with values) into the player's language. */
export function useErrorText() {
  const { t } = useTranslation();
  return (raw: string) => {
    const { key, values } = parseMessage(raw);
    return t(key.includes(".") ? key : `validation.${key}`, { ...values, defaultValue: key });
  };
}

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  const text = useErrorText();
  if (!errors?.length) return <div id={id} className="field__errors" />;
  return (
    <div id={id} className="field__errors" role="alert">
      {errors.map((error) => (
        <p key={error} className="field__error">
          {text(error)}
        </p>
      ))}
    </div>
  );
}

type InputType = "text" | "email" | "tel" | "password" | "number" | "search" | "date";

/** A labelled input wired to conform: native constraints, aria-invalid and aria-describedby, translated errors. */
export function Field({
  label,
  field,
  type = "text",
  hint,
  ...rest
}: {
  label: string;
  field: FieldMetadata<unknown, Record<string, unknown>>;
  type?: InputType;
  hint?: string;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "name" | "id" | "form">) {
  const hintId = `${field.id}-hint`;
  const described = [field.errors?.length ? field.errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field" data-invalid={field.errors?.length ? "" : undefined}>
      <label className="field__label" htmlFor={field.id}>
        {label}
      </label>
      <input
        className="field__input"
        {...getInputProps(field, { type, ariaAttributes: false })}
        aria-invalid={field.errors?.length ? true : undefined}
        aria-describedby={described}
        {...rest}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A checkbox wired to conform. */
export function CheckboxField({ label, field }: { label: React.ReactNode; field: FieldMetadata<unknown, Record<string, unknown>> }) {
  return (
    <div className="field field--checkbox" data-invalid={field.errors?.length ? "" : undefined}>
      <label className="checkbox">
        <input
          {...getInputProps(field, { type: "checkbox", ariaAttributes: false })}
          aria-invalid={field.errors?.length ? true : undefined}
          aria-describedby={field.errors?.length ? field.errorId : undefined}
        />
        <span>{label}</span>
      </label>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}
