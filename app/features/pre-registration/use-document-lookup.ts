import { useCallback, useRef, useState, type Dispatch } from "react";
import { http } from "#app/platform/http-client.ts";
import { isValidDocumentNumber } from "#app/utils/identity-documents.ts";
import type { FormAction, PassengerDraft } from "./form-state.ts";
import type { DocumentSearchResult } from "./pre-registration-schemas.ts";

export const DOCUMENT_SEARCH_URL = "/api/v1/pre-registrations/search";

export type LookupStatus = "searching" | "found" | "not-found";

/**
 * SPEC 4 document search: needs a valid type and number, is skipped when the number is unchanged since the
 * last search, fills the names and birth date on a match and clears them otherwise; a failure only stops the
 * loading (SPEC 8). The loading is shown on the passenger's card, not as the full-page overlay.
 */
export function useDocumentLookup(dispatch: Dispatch<FormAction>) {
  const lastSearched = useRef(new Map<string, string>());
  const [status, setStatus] = useState<Record<string, LookupStatus | undefined>>({});

  const search = useCallback(
    async ({ id, docType, docNumber }: Pick<PassengerDraft, "id" | "docType" | "docNumber">) => {
      if (!isValidDocumentNumber(docType, docNumber)) return;
      const signature = `${docType}:${docNumber}`;
      if (lastSearched.current.get(id) === signature) return;
      lastSearched.current.set(id, signature);
      const isCurrent = () => lastSearched.current.get(id) === signature;
      setStatus((current) => ({ ...current, [id]: "searching" }));
      try {
        const result = await http.post<DocumentSearchResult>(
          DOCUMENT_SEARCH_URL,
          { TipoDocumento: docType, NumDocumento: docNumber },
          { noLoading: true },
        );
        const match = result.resultados[0];
        const person = match
          ? {
              firstName: match.Nombres,
              lastName: match.ApePaterno,
              mLastName: match.ApeMaterno,
              birthDate: match.FechaNacimiento,
            }
          : null;
        dispatch({ type: "lookup", id, docType, docNumber, person });
        if (isCurrent()) setStatus((current) => ({ ...current, [id]: person ? "found" : "not-found" }));
      } catch (error) {
        // The same number may be tried again later (on the next blur).
        if (isCurrent()) lastSearched.current.delete(id);
        console.warn("Document search failed", error);
        setStatus((current) => ({ ...current, [id]: undefined }));
      }
    },
    [dispatch],
  );

  /** Drops a passenger's look-up message once the document it was about is being changed. */
  const forget = useCallback((id: string) => {
    setStatus((current) => {
      if (current[id] === undefined) return current;
      const { [id]: _removed, ...rest } = current;
      return rest;
    });
  }, []);

  const reset = useCallback(() => {
    lastSearched.current.clear();
    setStatus({});
  }, []);

  return { status, search, forget, reset };
}
