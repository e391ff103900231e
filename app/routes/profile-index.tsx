import { redirect } from "react-router";

// /perfil has no content of its own: the top bar links to perfil/mi-perfil (SPEC 2.1).
export function loader() {
  return redirect("/perfil/mi-perfil");
}
