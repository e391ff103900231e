import { brand } from "#app/config/brand.ts";
import type { LegalDocument } from "#app/features/legal/document-types.ts";

const address = `${brand.address.street}, ${brand.address.district}, ${brand.address.city}`;

/** /politicas (SPEC 2.6): the data protection policy. */
export const dataProtectionPolicy: LegalDocument = {
  fileName: "politica-de-proteccion-de-datos-personales.pdf",
  title: "Política de Protección de Datos Personales",
  subject: "Cómo Kuntur Viajes trata los datos personales de sus clientes y visitantes",
  version: "Versión 3 · vigente desde el 1 de marzo de 2025",
  intro: [
    `${brand.legalName} (RUC ${brand.ruc}), con domicilio en ${address}, respeta la privacidad de sus clientes y trata sus datos personales conforme a la Ley N.° 29733, Ley de Protección de Datos Personales, y su reglamento.`,
    "Esta política explica qué datos recopilamos, para qué los usamos, con quién los compartimos y cómo puedes ejercer tus derechos.",
  ],
  sections: [
    {
      heading: "1. Titular del banco de datos",
      paragraphs: [
        `El titular de los bancos de datos de clientes, usuarios web y postulantes a eventos es ${brand.legalName}. Para cualquier consulta sobre esta política puedes escribir a datospersonales@kunturviajes.pe.`,
      ],
    },
    {
      heading: "2. Datos que recopilamos",
      bullets: [
        "Identificación: nombres, apellidos, tipo y número de documento, nacionalidad, fecha de nacimiento y género.",
        "Contacto: correo electrónico, teléfono y dirección.",
        "Datos del viaje: itinerarios, preferencias, acompañantes y necesidades de asistencia especial informadas por el pasajero.",
        "Datos de pago: los procesa la pasarela de pagos; Kuntur Viajes no almacena el número completo de tu tarjeta.",
        "Datos de navegación: páginas visitadas y dispositivo, mediante cookies que puedes configurar.",
      ],
    },
    {
      heading: "3. Finalidades necesarias",
      bullets: [
        "Gestionar cotizaciones, reservas, emisiones, cambios, reembolsos y reclamos.",
        "Enviar boletos, vouchers, confirmaciones y avisos sobre tu viaje.",
        "Cumplir obligaciones legales, tributarias y de prevención de fraude.",
      ],
    },
    {
      heading: "4. Finalidades adicionales (con tu consentimiento)",
      paragraphs: [
        "Solo si lo autorizas, usaremos tus datos para enviarte ofertas, boletines, invitaciones a eventos como el Cierra puertas y encuestas de satisfacción. Puedes retirar tu consentimiento en cualquier momento desde el enlace de baja de cada correo o escribiéndonos, sin que ello afecte tus reservas.",
      ],
    },
    {
      heading: "5. Destinatarios y transferencias",
      paragraphs: [
        "Para prestar el servicio compartimos los datos estrictamente necesarios con aerolíneas, hoteles, operadores turísticos, aseguradoras, arrendadoras de autos y entidades de pago. Algunos de ellos se encuentran fuera del Perú, por lo que la reserva implica un flujo transfronterizo de datos hacia el país del proveedor. También contamos con proveedores tecnológicos que alojan nuestros sistemas bajo contratos de confidencialidad.",
      ],
    },
    {
      heading: "6. Plazo de conservación",
      paragraphs: [
        "Conservamos los datos de las reservas durante el plazo que exigen las normas tributarias y de protección al consumidor, y los datos para fines comerciales hasta que retires tu consentimiento o durante cinco años desde tu última interacción con nosotros.",
      ],
    },
    {
      heading: "7. Tus derechos",
      bullets: [
        "Acceso: saber qué datos tuyos tratamos.",
        "Rectificación: corregir datos inexactos o incompletos.",
        "Cancelación: pedir la supresión de tus datos cuando ya no sean necesarios.",
        "Oposición: oponerte a un tratamiento por un motivo legítimo.",
        "Revocación del consentimiento para fines adicionales.",
      ],
    },
    {
      heading: "8. Cómo ejercer tus derechos",
      paragraphs: [
        "Envía tu solicitud a datospersonales@kunturviajes.pe o entrégala en cualquiera de nuestras tiendas, con una copia de tu documento de identidad. Responderemos en los plazos que establece la normativa. Si consideras que no atendimos tu solicitud, puedes acudir a la Autoridad Nacional de Protección de Datos Personales.",
      ],
    },
    {
      heading: "9. Seguridad y menores de edad",
      paragraphs: [
        "Aplicamos medidas técnicas y organizativas para proteger los datos: conexiones cifradas, accesos restringidos por función y registros de auditoría. Los datos de menores de edad se tratan solo para su viaje y con la autorización de sus padres o tutores.",
      ],
    },
    {
      heading: "10. Cambios a esta política",
      paragraphs: [
        "Publicaremos cualquier cambio en esta página indicando la fecha de vigencia. Si el cambio afecta finalidades que requieren tu consentimiento, te lo pediremos nuevamente.",
      ],
    },
  ],
};
