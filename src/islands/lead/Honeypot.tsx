import { site } from "../../config/site";
import type { Ref } from "react";

/** A field people never see or reach; bots that fill every input give themselves away. */
export function Honeypot({ inputRef, label }: { inputRef: Ref<HTMLInputElement>; label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        {label}
        <input ref={inputRef} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function RetryNotice({ message }: { message: string }) {
  return (
    <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      {message}
    </p>
  );
}

/** A send that has taken too long: what happens to the details, and the studio's number to call meanwhile. */
export function KeptNotice({ title, message }: { title: string; message: string }) {
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">
        {message}{" "}
        <a className="font-semibold whitespace-nowrap underline" href={site.contact.phoneHref}>
          {site.contact.phone}
        </a>
        .
      </p>
    </div>
  );
}
