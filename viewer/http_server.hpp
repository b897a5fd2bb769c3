#pragma once
// `acausal view --serve`: a minimal HTTP/1.0 server for the files of one
// folder on the loopback interface (GET and HEAD only), until Ctrl-C.
#include <functional>
#include <string>

namespace acausal::viewer {

struct ServeOptions {
  std::string folder;
  int port = 8000;  // 0: any free port
  /// Called once the socket listens, with the address to open.
  std::function<void(const std::string& url)> on_listening;
  /// Stops after this many requests (0: until SIGINT/SIGTERM); for tests.
  int max_requests = 0;
};

/// Serves until SIGINT or SIGTERM (or max_requests); throws ModelError if the
/// port cannot be bound. Returns the number of requests answered.
int serve_folder(const ServeOptions& options);

}  // namespace acausal::viewer
