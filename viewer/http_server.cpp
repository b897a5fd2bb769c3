#include "viewer/http_server.hpp"

#include <arpa/inet.h>
#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <csignal>
#include <filesystem>
#include <fstream>
#include <sstream>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::viewer {
namespace {

volatile std::sig_atomic_t stop_requested = 0;

extern "C" void request_stop(int) {
  stop_requested = 1;
}

/// Closes a descriptor when it goes out of scope.
struct Descriptor {
  int fd;
  ~Descriptor() {
    if (fd >= 0) ::close(fd);
  }
};

std::string content_type(const std::filesystem::path& p) {
  const std::string e = p.extension().string();
  if (e == ".html") return "text/html; charset=utf-8";
  if (e == ".js" || e == ".mjs") return "text/javascript";
  if (e == ".json") return "application/json";
  if (e == ".png") return "image/png";
  if (e == ".glb") return "model/gltf-binary";
  if (e == ".csv") return "text/csv";
  return "application/octet-stream";
}

void send_all(int fd, std::string_view data) {
  while (!data.empty()) {
    const ssize_t n = ::send(fd, data.data(), data.size(), MSG_NOSIGNAL);
    if (n <= 0) return;  // the browser went away
    data.remove_prefix(static_cast<std::size_t>(n));
  }
}

void respond(int fd, const std::filesystem::path& folder) {
  std::string request;
  char buffer[4096];
  while (request.find("\r\n\r\n") == std::string::npos && request.size() < 65536) {
    pollfd p{fd, POLLIN, 0};
    if (::poll(&p, 1, 2000) <= 0) return;
    const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
    if (n <= 0) return;
    request.append(buffer, static_cast<std::size_t>(n));
  }
  std::istringstream line(request.substr(0, request.find("\r\n")));
  std::string method, target;
  line >> method >> target;
  auto reply = [&](const std::string& status, const std::string& type, const std::string& body) {
    send_all(fd, fmt::format("HTTP/1.0 {}\r\nContent-Type: {}\r\nContent-Length: {}\r\n"
                             "Cache-Control: no-store\r\nConnection: close\r\n\r\n",
                             status, type, body.size()));
    if (method != "HEAD") send_all(fd, body);
  };
  if (method != "GET" && method != "HEAD")
    return reply("405 Method Not Allowed", "text/plain", "GET or HEAD only\n");
  std::string path = target.substr(0, target.find_first_of("?#"));
  if (path.empty() || path.front() != '/')
    return reply("400 Bad Request", "text/plain", "a path starting with / is expected\n");
  if (path.back() == '/') path += "index.html";
  // Only plain names inside the folder: no "..", no absolute escapes.
  if (path.find("..") != std::string::npos || path.find('\\') != std::string::npos)
    return reply("403 Forbidden", "text/plain", "forbidden\n");
  const std::filesystem::path file = folder / path.substr(1);
  std::ifstream in(file, std::ios::binary);
  if (!in || std::filesystem::is_directory(file))
    return reply("404 Not Found", "text/plain", fmt::format("{} not found\n", path));
  std::ostringstream body;
  body << in.rdbuf();
  reply("200 OK", content_type(file), body.str());
}

}  // namespace

int serve_folder(const ServeOptions& options) {
  Descriptor server{::socket(AF_INET, SOCK_STREAM, 0)};
  if (server.fd < 0) throw ModelError("view --serve: cannot open a socket");
  const int yes = 1;
  ::setsockopt(server.fd, SOL_SOCKET, SO_REUSEADDR, &yes, sizeof yes);
  sockaddr_in address{};
  address.sin_family = AF_INET;
  address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  address.sin_port = htons(static_cast<std::uint16_t>(options.port));
  if (::bind(server.fd, reinterpret_cast<sockaddr*>(&address), sizeof address) != 0 ||
      ::listen(server.fd, 16) != 0)
    throw ModelError(fmt::format(
        "view --serve: cannot listen on 127.0.0.1:{} (is another server using it?). Choose "
        "another port with --port N, or --port 0 for any free one.",
        options.port));
  socklen_t length = sizeof address;
  ::getsockname(server.fd, reinterpret_cast<sockaddr*>(&address), &length);
  const std::string url = fmt::format("http://127.0.0.1:{}/", ntohs(address.sin_port));

  stop_requested = 0;
  struct sigaction action {};
  action.sa_handler = request_stop;
  struct sigaction old_int {
  }, old_term{};
  ::sigaction(SIGINT, &action, &old_int);
  ::sigaction(SIGTERM, &action, &old_term);
  if (options.on_listening) options.on_listening(url);

  const std::filesystem::path folder(options.folder);
  int answered = 0;
  while (!stop_requested && (options.max_requests == 0 || answered < options.max_requests)) {
    pollfd p{server.fd, POLLIN, 0};
    if (::poll(&p, 1, 200) <= 0) continue;  // wakes up to see Ctrl-C
    Descriptor client{::accept(server.fd, nullptr, nullptr)};
    if (client.fd < 0) continue;
    respond(client.fd, folder);
    ++answered;
  }
  ::sigaction(SIGINT, &old_int, nullptr);
  ::sigaction(SIGTERM, &old_term, nullptr);
  return answered;
}

}  // namespace acausal::viewer
