import { rmSync } from "node:fs";
import { MAILBOX_DIR, startMailbox } from "./mailbox.ts";

export default async function globalSetup() {
  rmSync(MAILBOX_DIR, { recursive: true, force: true });
  return startMailbox();
}
