// The two Swagger UI files imported as text: wrangler.jsonc's "rules" bundle them as Text modules.
declare module 'swagger-ui-dist/swagger-ui-bundle.js' {
  const text: string;
  export default text;
}
declare module 'swagger-ui-dist/swagger-ui.css' {
  const text: string;
  export default text;
}
