/** The demo "Cierra puertas" campaign pages this server serves for the /cierrapuertas embeds. */
export const CAMPAIGN = {
  name: "Cierra puertas",
  /** When no Cierra puertas of the flagship store is scheduled (the date comes from the events table). */
  noDateYet: "Próximamente: regístrate y te avisamos la fecha.",
  place: "Tienda 28 de Julio, Av. 28 de Julio 1045, Miraflores",
  lead: "El evento de remate de viajes más esperado del año: por un fin de semana abrimos nuestra tienda principal solo para quienes se registran, con descuentos de hasta 40 % en paquetes, vuelo + hotel y cruceros.",
  steps: [
    { title: "Regístrate", text: "Completa tus datos y los de tus acompañantes en nuestro formulario de registro." },
    {
      title: "Recibe tu pase",
      text: "Te enviamos por correo tu pase de ingreso con la fecha y el horario de tu visita.",
    },
    {
      title: "Ven a la tienda",
      text: "Muestra tu pase, elige tu viaje con un asesor y paga hasta en 12 cuotas sin intereses.",
    },
  ],
  highlights: [
    "Hasta 40 % de descuento en paquetes nacionales e internacionales",
    "Sorteos cada hora de noches de hotel, maletas y seguros de viaje",
    "Hasta 12 cuotas sin intereses con nuestros bancos aliados",
    "Asesores especialistas por destino durante todo el evento",
  ],
};

/**
 * The packages the campaign's offers page shows, in order. Their names, prices and regular prices are the packages
 * table's (decision 026), the same the home shows.
 */
export const CAMPAIGN_PACKAGE_SLUGS = [
  "cusco-machu-picchu",
  "punta-cana-todo-incluido",
  "madrid-paris-roma",
  "cancun-riviera-maya",
  "iquitos-selva",
  "turquia-dubai",
  "crucero-caribe",
  "tailandia-bali",
] as const;

export const OFFERS_FOOTNOTE =
  "Precios por persona en habitación doble, expresados en dólares estadounidenses, válidos para compras hechas durante el evento y sujetos a disponibilidad de espacios. Los boletos aéreos comprados por separado no aplican a las cuotas sin intereses.";
