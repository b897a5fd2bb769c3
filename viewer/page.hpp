#pragma once
// The self-contained view page: the template and script of viewer/page/,
// three.js as data: modules behind an import map, and the scene, the frame
// poses and the chosen signals as JSON with base64 arrays. Nothing is fetched
// when it opens, so it works from a file:// address as well as served.
#include <string>
#include <vector>

#include "viewer/scene.hpp"

namespace acausal::viewer {

struct PageSignal {
  std::string name;
  std::string unit;
  std::vector<float> values;  // one per time
};

struct PageContent {
  std::string title;
  std::string result_file;
  std::vector<double> times;
  /// Per time, per node of the scene: position x, y, z and quaternion x, y, z, w.
  std::vector<float> poses;
  std::vector<PageSignal> signals;
};

/// The page's HTML. Throws ModelError if this build has no three.js embedded.
std::string page_html(const ViewScene& scene, const PageContent& content);

/// Standard base64 (RFC 4648, with padding).
std::string base64(std::string_view bytes);

}  // namespace acausal::viewer
