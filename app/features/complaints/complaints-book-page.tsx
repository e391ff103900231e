import { Link } from "react-router";
import { ComplaintForm, type ComplaintFormProps } from "./complaint-form.tsx";
import { ComplaintsFrame } from "./complaints-frame.tsx";

export type ComplaintsBookData = Omit<ComplaintFormProps, "failure">;

/** /libro-reclamaciones: what the book is for, the sheet form and the way to look a sheet up. */
export function ComplaintsBookPage({
  data,
  failure,
}: {
  data: ComplaintsBookData;
  failure: ComplaintFormProps["failure"];
}) {
  return (
    <ComplaintsFrame
      title="Libro de Reclamaciones virtual"
      lead="Conforme al Código de Protección y Defensa del Consumidor, registra aquí tu reclamo o queja. Te enviaremos la hoja por correo y te responderemos en un plazo máximo de 15 días hábiles."
    >
      <p className="text-base text-ink">
        ¿Ya registraste una hoja?{" "}
        <Link to="/libro-reclamaciones/consulta" className="font-semibold text-brand-700 underline">
          Consulta su estado con el número de hoja y tu correo
        </Link>
        .
      </p>
      <ComplaintForm {...data} failure={failure} />
    </ComplaintsFrame>
  );
}
