#include "viewer/shape_files.hpp"

#include <cstdlib>
#include <filesystem>
#include <string_view>

namespace acausal::viewer {
namespace {

namespace fs = std::filesystem;

constexpr std::string_view kModelicaScheme = "modelica://";
constexpr std::string_view kFileScheme = "file://";

bool starts_with(const std::string& s, std::string_view prefix) {
  return s.compare(0, prefix.size(), prefix) == 0;
}

}  // namespace

bool is_modelica_uri(const std::string& reference) {
  return starts_with(reference, kModelicaScheme);
}

std::optional<std::string> locate_shape_file(const std::string& reference,
                                             const std::vector<std::string>& folders) {
  fs::path relative;
  std::vector<fs::path> candidates;
  if (is_modelica_uri(reference)) {
    relative = reference.substr(kModelicaScheme.size());
  } else {
    relative =
        starts_with(reference, kFileScheme) ? reference.substr(kFileScheme.size()) : reference;
    candidates.push_back(relative);
  }
  for (const std::string& folder : folders) {
    if (relative.is_relative()) candidates.push_back(fs::path(folder) / relative);
    candidates.push_back(fs::path(folder) / relative.filename());
  }
  std::error_code ec;
  for (const fs::path& c : candidates)
    if (fs::is_regular_file(c, ec)) return c.string();
  return std::nullopt;
}

std::vector<std::string> shape_search_folders(const std::vector<std::string>& folders) {
  std::vector<std::string> all = folders;
  if (const char* env = std::getenv("ACAUSAL_SHAPE_PATH")) {
    std::string_view rest = env;
    while (!rest.empty()) {
      const std::size_t colon = rest.find(':');
      const std::string_view folder = rest.substr(0, colon);
      if (!folder.empty()) all.emplace_back(folder);
      if (colon == std::string_view::npos) break;
      rest.remove_prefix(colon + 1);
    }
  }
  return all;
}

}  // namespace acausal::viewer
