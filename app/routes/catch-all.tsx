import { redirect } from "react-router";

// SPEC 2.1: any unknown path redirects to the 404 page.
export function loader() {
  return redirect("/404");
}

export function action() {
  return redirect("/404");
}
