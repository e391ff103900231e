import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// Code that ends up in the browser must never import server code (React Router only guards `.server` names).
const serverImportBan = {
  "no-restricted-imports": [
    "error",
    {
      patterns: [
        {
          group: [
            "**/server/**",
            "../server/*",
            "#server/*",
            "#db",
            "node:*",
            "pg",
            "@electric-sql/pglite",
            "drizzle-orm*",
            "nodemailer",
          ],
          message: "Client code must not import server code: move it to a *.server.ts module or the API.",
        },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      "data/",
      ".react-router/",
      "node_modules/",
      "drizzle/",
      "test-results/",
      "playwright-report/",
      ".tmp/",
      "scripts/*.cjs",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/restrict-template-expressions": ["error", { allowNumber: true }],
      "@typescript-eslint/no-confusing-void-expression": "off",
      // Fastify handlers and hooks are async by contract, with or without an await inside.
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/only-throw-error": ["error", { allow: [{ from: "lib", name: "Response" }] }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/**/*.server.ts",
      "app/**/*.server.tsx",
      "app/**/*.test.ts",
      "app/**/*.test.tsx",
      "app/entry.server.tsx",
      "app/request-context.ts",
      "app/routes/robots.ts",
    ],
    rules: serverImportBan,
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off", "@typescript-eslint/no-floating-promises": "off" },
  },
  { files: ["**/*.js"], ...tseslint.configs.disableTypeChecked },
);
