import { z } from "zod";

/** Body of getNotasByWs, getPreguntasByWs and getRutasByWs (SPEC 7): the page's idWebSeo. */
export const IdWebSeoSchema = z.object({ idWebSeo: z.number().int().positive().max(2_147_483_647) }).strict();

export type IdWebSeo = z.infer<typeof IdWebSeoSchema>;
