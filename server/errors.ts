export type AppErrorCode =
  | "NOT_FOUND"
  | "INVALID_DATA"
  | "CONFLICT"
  | "GONE"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "METHOD_NOT_ALLOWED"
  | "RATE_LIMITED"
  | "PAYLOAD_TOO_LARGE"
  | "UNAVAILABLE"
  | "INTERNAL";

export const STATUS_BY_CODE: Record<AppErrorCode, number> = {
  NOT_FOUND: 404,
  INVALID_DATA: 400,
  CONFLICT: 409,
  GONE: 410,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  METHOD_NOT_ALLOWED: 405,
  RATE_LIMITED: 429,
  PAYLOAD_TOO_LARGE: 413,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};

export const DEFAULT_MESSAGES: Record<AppErrorCode, string> = {
  NOT_FOUND: "No encontramos lo que buscas.",
  INVALID_DATA: "Los datos enviados no son válidos.",
  CONFLICT: "La operación no se pudo completar por un conflicto con los datos existentes.",
  GONE: "Ya no está disponible.",
  UNAUTHORIZED: "Debes iniciar sesión para continuar.",
  FORBIDDEN: "No tienes permiso para realizar esta acción.",
  METHOD_NOT_ALLOWED: "Este método no está permitido en esta dirección.",
  RATE_LIMITED: "Has realizado demasiadas solicitudes. Espera un momento e inténtalo de nuevo.",
  PAYLOAD_TOO_LARGE: "La solicitud es demasiado grande.",
  UNAVAILABLE: "El servicio no está disponible en este momento. Inténtalo de nuevo en unos minutos.",
  INTERNAL: "Ocurrió un error inesperado. Por favor, inténtalo de nuevo más tarde.",
};

export type FieldIssue = { path: string; message: string };

/** A failure a client can act on: the error handler maps its code to an HTTP status. */
export class AppError extends Error {
  override name = "AppError";
  readonly code: AppErrorCode;
  readonly issues: FieldIssue[] | undefined;
  /** Machine-readable reason for clients (e.g. duplicate_parameter), beside the generic code. */
  readonly reason: string | undefined;

  constructor(
    code: AppErrorCode,
    message?: string,
    options?: { issues?: FieldIssue[]; reason?: string; cause?: unknown },
  ) {
    super(message ?? DEFAULT_MESSAGES[code], { cause: options?.cause });
    this.code = code;
    this.issues = options?.issues;
    this.reason = options?.reason;
  }

  get status(): number {
    return STATUS_BY_CODE[this.code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof Error && error.name === "AppError" && "code" in error;
}
