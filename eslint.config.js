import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import { readdirSync, readFileSync } from "node:fs";
import tseslint from "typescript-eslint";

// Code that ends up in the browser must never import server code (React Router only guards `.server` names).
const serverPatterns = [
  {
    group: [
      "**/server/**",
      "../server/*",
      "\\#server/**",
      "\\#db",
      "node:*",
      "pg",
      "@electric-sql/pglite",
      "drizzle-orm*",
      "nodemailer",
    ],
    message: "Client code must not import server code: move it to a *.server.ts module or the API.",
    allowTypeImports: true,
  },
];
const clientOnlyIgnores = [
  "app/**/*.server.ts",
  "app/**/*.server.tsx",
  "app/**/*.test.ts",
  "app/**/*.test.tsx",
  "app/entry.server.tsx",
  "app/request-context.ts",
  "app/routes/robots.ts",
];
const relativeParentBan = {
  group: ["../*", "../**"],
  message: "Say where the import goes: #app/* or #server/* instead of ../",
};

// A feature reaches another feature only through its public modules: index.ts (client-safe), index.server.ts and
// <domain>-contract.ts (decision 039). One block per feature folder, so that its own files stay free to import.
const features = readdirSync(`${import.meta.dirname}/app/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const boundaryPatterns = (feature) => [
  relativeParentBan,
  {
    group: [
      "\\#app/features/*/**",
      `!\\#app/features/${feature}/**`,
      "!\\#app/features/*/index.ts",
      "!\\#app/features/*/index.server.ts",
      "!\\#app/features/*/*-contract.ts",
      "!\\#app/features/*/*-ui.tsx",
    ],
    message: "Another feature is reached only through its index.ts, index.server.ts, *-contract.ts or *-ui.tsx.",
  },
];
// Products do not import each other, not even their public modules (decision 058): what two products share lives in
// a neutral feature (travel-search, places, orders), an add-on is quoted through the order core's port, and what
// composes products sits above them (flight-hotel). package.json aliases into a product's folder (#flights) count too.
const products = ["flights", "hotels", "insurance", "packages"];
const packageImports = JSON.parse(readFileSync(`${import.meta.dirname}/package.json`, "utf8")).imports;
const productImports = (product) => [
  `\\#app/features/${product}/**`,
  ...Object.keys(packageImports)
    .filter((alias) => packageImports[alias].startsWith(`./app/features/${product}/`))
    .map((alias) => `\\${alias}`),
];
const productPatterns = (feature) =>
  products.includes(feature)
    ? [
        {
          group: products.filter((other) => other !== feature).flatMap(productImports),
          message:
            "A product does not import another product (decision 058): move what both use to a neutral feature " +
            "(travel-search, places, orders/ui), or reach the other product through the order core (its port, `uses`).",
        },
      ]
    : [];
const featureBoundaries = features.flatMap((feature) => [
  {
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...boundaryPatterns(feature), ...productPatterns(feature)] }],
    },
  },
  {
    files: [`app/features/${feature}/**/*.{ts,tsx}`],
    ignores: clientOnlyIgnores,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...serverPatterns, ...boundaryPatterns(feature), ...productPatterns(feature)] },
      ],
    },
  },
]);

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
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [relativeParentBan] }] },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: clientOnlyIgnores,
    rules: { "no-restricted-imports": ["error", { patterns: [...serverPatterns, relativeParentBan] }] },
  },
  // Route modules may read the database in their loaders and actions: React Router drops those imports from the client.
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    ignores: clientOnlyIgnores,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { ...serverPatterns[0], group: serverPatterns[0].group.filter((pattern) => pattern !== "\\#db") },
            relativeParentBan,
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  // Production code never imports test code: fixtures, fakes and test data live under tests/ (`#tests/*`; a relative
  // path there is already banned above). A rule of its own, so that it adds to the import patterns instead of
  // replacing them.
  {
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        ...["ImportDeclaration", "ImportExpression", "ExportNamedDeclaration", "ExportAllDeclaration"].map((node) => ({
          selector: `${node}[source.value=/^#tests\\//]`,
          message: "Production code must not import test code (#tests/*): move what it needs out of tests/.",
        })),
      ],
    },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "tests/**/*.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off", "@typescript-eslint/no-floating-promises": "off" },
  },
  { files: ["**/*.js"], ...tseslint.configs.disableTypeChecked },
);
