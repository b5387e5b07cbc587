// Viewer request on the default (SPA) behaviour only: a path without a file extension is a client-side
// route, so it gets index.html. /api and /public have their own behaviours and never pass through here.
function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}
