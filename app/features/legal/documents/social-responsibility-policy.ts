import { brand } from "#app/config/brand.ts";
import type { LegalDocument } from "#app/features/legal/document-types.ts";

/** /responsabilidad-social (SPEC 2.6): the social responsibility policy. */
export const socialResponsibilityPolicy: LegalDocument = {
  fileName: "politica-de-responsabilidad-social.pdf",
  title: "Política de Responsabilidad Social",
  subject: "Compromisos de Kuntur Viajes con las personas, las comunidades y el ambiente",
  version: "Versión 2 · vigente desde el 15 de enero de 2025",
  intro: [
    `En ${brand.name} creemos que viajar transforma a las personas y a los lugares que visitan. Esta política reúne los compromisos con los que buscamos que ese impacto sea positivo para nuestros clientes, colaboradores, proveedores, las comunidades de destino y el ambiente.`,
  ],
  sections: [
    {
      heading: "1. Turismo responsable",
      bullets: [
        "Priorizamos operadores locales formales, inscritos en el registro de prestadores de servicios turísticos.",
        "Informamos a nuestros pasajeros sobre el respeto a las costumbres locales, el patrimonio cultural y las áreas naturales protegidas.",
        "Incluimos en nuestros paquetes experiencias de turismo rural comunitario en Cusco, Puno y la Amazonía.",
      ],
    },
    {
      heading: "2. Protección de niñas, niños y adolescentes",
      paragraphs: [
        "Rechazamos toda forma de explotación sexual de niñas, niños y adolescentes en el turismo. Cumplimos el código de conducta del sector, capacitamos a todo nuestro personal para identificar y reportar situaciones de riesgo y exigimos el mismo compromiso a nuestros proveedores. Cualquier indicio se comunica de inmediato a las autoridades competentes.",
      ],
    },
    {
      heading: "3. Cuidado del ambiente",
      bullets: [
        "Tiendas y oficinas con iluminación LED, reciclaje de papel y plásticos, y vouchers 100 % digitales.",
        "Medición anual de nuestra huella de carbono y compensación de los viajes corporativos del equipo.",
        "Opción de compensar las emisiones de los vuelos de nuestros clientes mediante proyectos de reforestación en la Amazonía peruana.",
      ],
    },
    {
      heading: "4. Nuestro equipo",
      paragraphs: [
        "Promovemos un trabajo digno, con igualdad de oportunidades y remuneración sin distinción de género, origen o discapacidad; formación continua en destinos y servicio; y canales confidenciales para reportar cualquier forma de acoso o discriminación.",
      ],
    },
    {
      heading: "5. Proveedores",
      paragraphs: [
        "Seleccionamos proveedores que cumplan la ley laboral y ambiental, y evaluamos cada año su desempeño en seguridad, calidad y trato a sus trabajadores. Un proveedor que incumpla estos principios deja de trabajar con nosotros.",
      ],
    },
    {
      heading: "6. Comunidad",
      bullets: [
        "Programa «Kuntur enseña»: voluntariado de nuestro equipo en talleres de inglés y atención al turista para jóvenes de comunidades anfitrionas.",
        "Donación anual de viajes educativos para estudiantes destacados de colegios públicos de regiones.",
        "Apoyo a ferias de artesanía que conectan a productores locales con nuestros pasajeros.",
      ],
    },
    {
      heading: "7. Seguimiento y reporte",
      paragraphs: [
        `La gerencia general revisa esta política cada año y publica un reporte de avances. Sugerencias y denuncias: responsabilidadsocial@kunturviajes.pe o cualquiera de nuestras tiendas.`,
      ],
    },
  ],
};
