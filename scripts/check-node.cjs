// Runs before every npm script: the project needs the Node 24 that `npm ci` installs into node_modules/.bin.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `\nEste proyecto necesita Node 24 o superior (se está usando ${process.versions.node}).\n` +
      'Ejecuta `npm ci` para instalar el Node 24 del proyecto (devDependency "node") y usa los scripts con `npm run`.\n',
  );
  process.exit(1);
}
