// Viewer request on the /public/* behaviours: objects sit at the bucket root, served under /public/.
function handler(event) {
  var request = event.request;
  if (request.uri.indexOf('/public/') === 0) request.uri = request.uri.substring('/public'.length);
  return request;
}
