import { useState } from "react";
import { useRevalidator } from "react-router";
import { HttpError, request } from "#app/platform/http-client.ts";
import { showToast } from "#app/platform/toasts.ts";

/** Sends a profile change to the API, then refreshes the page's data and confirms with a toast. */
export function useProfileSave() {
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);

  async function save(
    url: string,
    method: "PUT" | "POST" | "DELETE",
    body: unknown,
    success: string,
  ): Promise<HttpError | null> {
    setBusy(true);
    try {
      await request(url, { method, body });
      showToast({ type: "SUCCESS", title: "Listo", message: success, seconds: 5 });
      await revalidator.revalidate();
      return null;
    } catch (error) {
      const message =
        error instanceof HttpError && error.body.message
          ? error.body.message
          : "No pudimos guardar los cambios. Inténtalo de nuevo.";
      showToast({ type: "ERROR", title: "Error", message, seconds: 10 });
      return error instanceof HttpError ? error : null;
    } finally {
      setBusy(false);
    }
  }

  return { save, busy };
}
