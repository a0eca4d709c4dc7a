// A CommonJS consumer: `require` of the ESM packages (Node >= 20.19). Prints the exports it found.
const entries = ['@centralino/client', '@centralino/client/validate', '@centralino/schemas'];
const found = entries.map((entry) => [entry, Object.keys(require(entry)).length > 0]);
console.log(JSON.stringify(Object.fromEntries(found)));
