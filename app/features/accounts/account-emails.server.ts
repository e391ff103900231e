import { renderEmail, type RenderedEmail } from "#server/mail/layout.ts";

/** Spanish transactional e-mails of the accounts feature (branded HTML plus plain text). */
export const accountEmails = {
  confirmEmail(firstName: string, url: string): RenderedEmail {
    return renderEmail({
      subject: "Confirma tu correo en Kuntur Viajes",
      preheader: "Activa tu cuenta con un clic.",
      heading: `¡Hola, ${firstName}!`,
      paragraphs: ["Gracias por crear tu cuenta en Kuntur Viajes. Para activarla, confirma que este correo es tuyo."],
      action: { label: "Confirmar mi correo", url },
      notes: [
        "Este enlace vence en 24 horas y solo puede usarse una vez.",
        "Si no creaste esta cuenta, ignora este correo.",
      ],
    });
  },

  accountExists(firstName: string, loginUrl: string, resetUrl: string): RenderedEmail {
    return renderEmail({
      subject: "Ya tienes una cuenta en Kuntur Viajes",
      preheader: "Alguien intentó registrarse con tu correo.",
      heading: `Hola, ${firstName}`,
      paragraphs: [
        "Recibimos una solicitud para crear una cuenta con este correo, pero ya tienes una cuenta en Kuntur Viajes.",
        `Si fuiste tú, inicia sesión. Si olvidaste tu contraseña, puedes restablecerla aquí: ${resetUrl}`,
      ],
      action: { label: "Iniciar sesión", url: loginUrl },
      notes: ["Si no fuiste tú, no necesitas hacer nada: tu cuenta sigue protegida."],
    });
  },

  resetPassword(firstName: string, url: string): RenderedEmail {
    return renderEmail({
      subject: "Restablece tu contraseña de Kuntur Viajes",
      preheader: "Crea una nueva contraseña.",
      heading: `Hola, ${firstName}`,
      paragraphs: ["Recibimos una solicitud para restablecer la contraseña de tu cuenta."],
      action: { label: "Crear nueva contraseña", url },
      notes: [
        "Este enlace vence en 1 hora y solo puede usarse una vez.",
        "Si no lo solicitaste, ignora este correo: tu contraseña no cambiará.",
      ],
    });
  },

  passwordChanged(firstName: string, resetUrl: string): RenderedEmail {
    return renderEmail({
      subject: "Tu contraseña de Kuntur Viajes cambió",
      preheader: "Cerramos tus otras sesiones por seguridad.",
      heading: `Hola, ${firstName}`,
      paragraphs: [
        "La contraseña de tu cuenta acaba de cambiar y cerramos las sesiones abiertas en otros dispositivos.",
        "Si no fuiste tú, restablece tu contraseña de inmediato y escríbenos.",
      ],
      action: { label: "Restablecer contraseña", url: resetUrl },
    });
  },

  accountDeleted(firstName: string): RenderedEmail {
    return renderEmail({
      subject: "Eliminamos tu cuenta de Kuntur Viajes",
      preheader: "Tus datos personales fueron eliminados.",
      heading: `Hasta pronto, ${firstName}`,
      paragraphs: [
        "Tal como lo pediste, eliminamos tu cuenta y tus datos personales (Ley N.° 29733).",
        "Conservamos solo lo que la ley nos obliga a guardar de compras anteriores, sin datos que te identifiquen.",
      ],
    });
  },
};
