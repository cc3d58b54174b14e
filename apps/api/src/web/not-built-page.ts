const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page answered (503) while WEB_DIST holds no built app. */
export function notBuiltPage(webDist: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Web app not built</title></head>
<body>
<h1>The web app is not built</h1>
<p>The sandbox serves the built web app from <code>${escapeHtml(webDist)}</code>, and there is no
<code>index.html</code> there yet.</p>
<p>Build it from the repository root with <code>npx nx run @bet/web:build</code> (or run
<code>npm start</code>, which builds the app and starts the sandbox), then reload this page.
To serve a build from elsewhere, set <code>WEB_DIST</code>.</p>
<p>The API works meanwhile, for example <a href="/bff-api/config/all.json">/bff-api/config/all.json</a>.</p>
</body>
</html>
`;
}
