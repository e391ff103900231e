import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets parallel work trees or test runs keep separate builds (the server reads the same variable).
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
