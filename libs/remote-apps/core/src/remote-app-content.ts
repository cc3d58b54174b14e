/**
 * What the client keeps of a sub-app's answer (spec 02 §3 "Remote sub-application response").
 * codeToEval and head are not kept: they are never run or injected (README.md "Security").
 */
export interface RemoteAppContent {
  appName: string;
  title: string;
  /** HTML as the server sent it; the ui library sanitises it before rendering. */
  body: string;
  style: string;
  cssToLoad: string[];
  scriptsToLoad: string[];
}
