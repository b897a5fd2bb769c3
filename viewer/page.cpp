#include "viewer/page.hpp"

#include <cstring>
#include <map>

#include <fmt/format.h>

#include "core/errors.hpp"
#include "viewer/assets.hpp"
#include "viewer/mesh_file.hpp"

namespace acausal::viewer {
namespace {

/// A JSON string literal; "</" is written "<\/" so that the data cannot end
/// the <script> element holding it.
std::string json_string(std::string_view s) {
  std::string out = "\"";
  char previous = 0;
  for (char c : s) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '/':
        out += previous == '<' ? "\\/" : "/";
        break;
      default:
        if (static_cast<unsigned char>(c) < 0x20)
          out += fmt::format("\\u{:04x}", static_cast<unsigned char>(c));
        else
          out += c;
    }
    previous = c;
  }
  return out + "\"";
}

std::string json_vector(const Vector3d& v) {
  return fmt::format("[{:.9g},{:.9g},{:.9g}]", v[0], v[1], v[2]);
}

template <class T>
std::string base64_of(const std::vector<T>& values) {
  return base64(
      std::string_view(reinterpret_cast<const char*>(values.data()), values.size() * sizeof(T)));
}

const char* shape_name(ShapeKind k) {
  switch (k) {
    case ShapeKind::box:
      return "box";
    case ShapeKind::cylinder:
      return "cylinder";
    case ShapeKind::sphere:
      return "sphere";
    case ShapeKind::mesh:
      return "mesh";
  }
  return "box";
}

std::string scene_json(const ViewScene& scene, const PageContent& content) {
  std::string j = "{";
  j += fmt::format("\"title\":{},\"model\":{},\"result\":{},\"up\":{},\"size\":{:.9g},",
                   json_string(content.title), json_string(scene.model),
                   json_string(content.result_file), json_vector(scene.up), scene.size);
  j += "\"nodes\":[";
  for (std::size_t n = 0; n < scene.nodes.size(); ++n) {
    j += n ? ",[" : "[";
    for (std::size_t k = 0; k < scene.nodes[n].size(); ++k)
      j += (k ? "," : "") + json_string(scene.nodes[n][k]);
    j += "]";
  }
  j += "],\"shapes\":[";
  std::vector<std::string> meshes;  // base64 Float32 triangles, read once per file and scale
  std::map<std::pair<std::string, double>, std::size_t> mesh_index;
  for (std::size_t k = 0; k < scene.shapes.size(); ++k) {
    const ShapeSpec& s = scene.shapes[k];
    if (s.kind == ShapeKind::mesh) {
      auto [it, added] = mesh_index.try_emplace({s.file, s.scale}, meshes.size());
      if (added) meshes.push_back(base64_of(read_mesh_triangles(s.file, s.scale, s.component)));
      j += fmt::format(
          "{}{{\"component\":{},\"kind\":\"mesh\",\"node\":{},\"mesh\":{},"
          "\"color\":[{},{},{}]}}",
          k ? "," : "", json_string(s.component), s.node, it->second, s.color[0], s.color[1],
          s.color[2]);
      continue;
    }
    j += fmt::format(
        "{}{{\"component\":{},\"kind\":\"{}\",\"node\":{},\"origin\":{},\"length_direction\":{},"
        "\"width_direction\":{},\"length\":{:.9g},\"width\":{:.9g},\"height\":{:.9g},"
        "\"color\":[{},{},{}]}}",
        k ? "," : "", json_string(s.component), shape_name(s.kind), s.node, json_vector(s.origin),
        json_vector(s.length_direction), json_vector(s.width_direction), s.length, s.width,
        s.height, s.color[0], s.color[1], s.color[2]);
  }
  j += "],\"joints\":[";
  for (std::size_t k = 0; k < scene.joints.size(); ++k) {
    const JointSpec& s = scene.joints[k];
    j += fmt::format("{}{{\"component\":{},\"node\":{},\"axis\":{},\"prismatic\":{}}}",
                     k ? "," : "", json_string(s.component), s.node, json_vector(s.axis),
                     s.prismatic ? "true" : "false");
  }
  j += "],\"meshes\":[";
  for (std::size_t k = 0; k < meshes.size(); ++k)
    j += fmt::format("{}\"{}\"", k ? "," : "", meshes[k]);
  j += fmt::format("],\"times\":\"{}\",\"poses\":\"{}\",\"signals\":[", base64_of(content.times),
                   base64_of(content.poses));
  for (std::size_t k = 0; k < content.signals.size(); ++k) {
    const PageSignal& s = content.signals[k];
    j += fmt::format("{}{{\"name\":{},\"unit\":{},\"values\":\"{}\"}}", k ? "," : "",
                     json_string(s.name), json_string(s.unit), base64_of(s.values));
  }
  return j + "]}";
}

void replace_all(std::string& text, std::string_view from, std::string_view to) {
  for (std::size_t at = text.find(from); at != std::string::npos;
       at = text.find(from, at + to.size()))
    text.replace(at, from.size(), to);
}

/// Replaces the one occurrence of `marker` in the template.
void fill(std::string& page, std::string_view marker, std::string_view content) {
  const std::size_t at = page.find(marker);
  if (at == std::string::npos)
    throw InternalError(fmt::format("view page template has no {}", marker));
  page.replace(at, marker.size(), content);
}

std::string data_module(std::string_view source) {
  return "data:text/javascript;base64," + base64(source);
}

}  // namespace

std::string base64(std::string_view bytes) {
  static constexpr char kAlphabet[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  std::size_t i = 0;
  for (; i + 2 < bytes.size(); i += 3) {
    const unsigned v = static_cast<unsigned char>(bytes[i]) << 16 |
                       static_cast<unsigned char>(bytes[i + 1]) << 8 |
                       static_cast<unsigned char>(bytes[i + 2]);
    out += kAlphabet[v >> 18 & 63];
    out += kAlphabet[v >> 12 & 63];
    out += kAlphabet[v >> 6 & 63];
    out += kAlphabet[v & 63];
  }
  if (i < bytes.size()) {
    unsigned v = static_cast<unsigned char>(bytes[i]) << 16;
    if (i + 1 < bytes.size()) v |= static_cast<unsigned char>(bytes[i + 1]) << 8;
    out += kAlphabet[v >> 18 & 63];
    out += kAlphabet[v >> 12 & 63];
    out += i + 1 < bytes.size() ? kAlphabet[v >> 6 & 63] : '=';
    out += '=';
  }
  return out;
}

std::string page_html(const ViewScene& scene, const PageContent& content) {
  if (!has_three())
    throw ModelError(
        "view: this build of acausal has no three.js to put into the page (node_modules/three "
        "was absent when CMake configured the build). Run `npm ci` in the source folder "
        "(scripts/install-deps.sh does), then configure and build again.");
  const PageAssets& a = page_assets();
  // three.module.js imports './three.core.js' relative to its own address; a
  // data: module has none, so the import goes through the map instead.
  std::string three_module(a.three_module);
  replace_all(three_module, "'./three.core.js'", "'three/core'");
  const std::string import_map = fmt::format(
      "{{\"imports\":{{\"three\":\"{}\",\"three/core\":\"{}\","
      "\"three/addons/controls/OrbitControls.js\":\"{}\"}}}}",
      data_module(three_module), data_module(a.three_core), data_module(a.orbit_controls));
  std::string page(a.page);
  std::string title = content.title;
  replace_all(title, "&", "&amp;");
  replace_all(title, "<", "&lt;");
  fill(page, "{{TITLE}}", title);
  fill(page, "{{IMPORTMAP}}", import_map);
  fill(page, "{{APP}}", a.app);
  fill(page, "{{DATA}}", scene_json(scene, content));  // last: the data is the model's text
  return page;
}

}  // namespace acausal::viewer
