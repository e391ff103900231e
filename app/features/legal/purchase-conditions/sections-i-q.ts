import { brand } from "#app/config/brand.ts";
import type { ConditionsSection } from "./conditions-types.ts";

/** /terminos-condiciones, sections I to Q (SPEC 9, "Purchase conditions shown"). */
export const SECTIONS_I_Q: ConditionsSection[] = [
  {
    letter: "I",
    title: "Paquetes turísticos y servicios",
    bullets: [
      "Cada paquete detalla lo que incluye (vuelos, traslados, alojamiento, alimentación, excursiones) y lo que no incluye.",
      "Los horarios de excursiones y traslados los confirma el operador local en destino.",
      "Las salidas grupales requieren un número mínimo de pasajeros; si no se alcanza, te ofreceremos otra fecha o la devolución total.",
    ],
  },
  {
    letter: "J",
    title: "Alquiler de autos",
    bullets: [
      "El conductor titular debe ser mayor de 25 años y presentar su licencia de conducir vigente y una tarjeta de crédito a su nombre.",
      "Los conductores de 21 a 26 años pueden tener requisitos adicionales según la arrendadora, como un cargo por conductor joven o una antigüedad mínima de la licencia.",
      "El seguro, el depósito en garantía y la política de combustible son los de la arrendadora.",
    ],
  },
  {
    letter: "K",
    title: "Documentación de viaje",
    bullets: [
      "Tu pasaporte debe estar vigente por al menos 6 meses desde la fecha de retorno.",
      "Eres responsable de obtener las visas, autorizaciones electrónicas, certificados de vacunación y permisos de viaje de menores que exija el destino o los países de escala.",
      "Consulta nuestra guía de documentación de viaje antes de comprar.",
    ],
  },
  {
    letter: "L",
    title: "Cambios",
    bullets: [
      "El cambio de fecha de paquetes, hoteles y servicios tiene un cargo del 10 % del valor del servicio más la penalidad del proveedor, y está sujeto a disponibilidad y a la diferencia de tarifa.",
      "Los boletos aéreos no pueden cambiar de fecha (ver sección G).",
      "Los cambios deben solicitarse dentro del año siguiente a la fecha de compra.",
    ],
  },
  {
    letter: "M",
    title: "Anulaciones y reembolsos",
    bullets: [
      "Si anulas una compra, retenemos los costos no reembolsables de los proveedores más una comisión del 10 %, y te devolvemos el saldo.",
      "Los reembolsos deben solicitarse dentro del año siguiente a la fecha de compra y se hacen por el mismo medio de pago.",
      "Si se te cobró dos veces el mismo pago, te devolvemos el importe duplicado dentro de los 30 días siguientes a la verificación.",
      "Si el proveedor cancela el servicio, gestionamos por ti la reprogramación o el reembolso que corresponda.",
    ],
  },
  {
    letter: "N",
    title: "Seguros de viaje",
    paragraphs: [
      "Los seguros de viaje los emite la aseguradora indicada en tu certificado. Las coberturas, exclusiones y el procedimiento de asistencia son los de la póliza. Algunos destinos, como el espacio Schengen, exigen un seguro con cobertura médica mínima: te lo indicaremos al cotizar.",
    ],
  },
  {
    letter: "O",
    title: "Reclamos y Libro de Reclamaciones",
    paragraphs: [
      `Si algo no salió como esperabas, escríbenos a ${brand.email}, llámanos al ${brand.salesPhone} o acércate a cualquiera de nuestras tiendas. Conforme al Código de Protección y Defensa del Consumidor (Ley N.° 29571), ponemos a tu disposición el Libro de Reclamaciones virtual y físico, y respondemos cada reclamo en un plazo máximo de 15 días hábiles.`,
    ],
  },
  {
    letter: "P",
    title: "Protección de datos personales",
    paragraphs: [
      "Tratamos tus datos para gestionar tu compra y, solo si lo autorizas, para enviarte ofertas. Compartimos con los proveedores los datos necesarios para prestar el servicio. Puedes ejercer tus derechos de acceso, rectificación, cancelación y oposición como explica nuestra política de protección de datos personales.",
    ],
  },
  {
    letter: "Q",
    title: "Legislación aplicable y jurisdicción",
    paragraphs: [
      "Estos términos se rigen por las leyes de la República del Perú. Cualquier controversia se someterá a los jueces y tribunales de Lima, sin perjuicio de tu derecho a acudir al Indecopi o a los mecanismos de solución de conflictos que prevé la ley.",
    ],
  },
];
