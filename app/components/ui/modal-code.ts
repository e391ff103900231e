/** The code of React Aria's modal (dialog-impl.tsx), fetched when a modal first opens (dialog.tsx). */
export const loadModalCode = () => import("./dialog-impl.tsx");

/**
 * For a part loaded on first use that shows a `Modal`: its code and the modal's download together. Otherwise the
 * modal's code is only asked for once the part has loaded and rendered, a second round trip before the dialog shows
 * (seconds on a slow phone or a busy machine).
 */
export function withModalCode<M>(load: () => Promise<M>): () => Promise<M> {
  return () => {
    loadModalCode().catch(() => undefined);
    return load();
  };
}
