#include "apps/view_command.hpp"

#include <fnmatch.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

#include <fmt/format.h>

#include "apps/numbers.hpp"
#include "core/errors.hpp"
#include "core/results/result_files.hpp"
#include "viewer/frame_poses.hpp"
#include "viewer/http_server.hpp"
#include "viewer/page.hpp"
#include "viewer/scene.hpp"
#include "viewer/shape_files.hpp"

namespace acausal::apps {
namespace {

struct ViewArguments {
  std::string result;
  std::string model;
  std::vector<std::string> variants;
  std::string out;
  std::vector<std::string> signals;
  std::vector<std::string> shapes;
  std::string max_frames;
  bool serve = false;
  int port = 8000;
};

ViewArguments& arguments() {
  static ViewArguments a;
  return a;
}

/// Parameter values by symbol: the model's, replaced by those the result file
/// recorded (a MAT file holds the run's parameters, --set included).
std::unordered_map<std::uint64_t, double> parameter_values(const Model& model,
                                                           const Results& results) {
  std::map<std::string, double> recorded;
  for (const ParameterValue& p : results.parameters()) recorded[p.name] = p.value;
  std::unordered_map<std::uint64_t, double> values;
  std::vector<const Component*> stack{&model};
  while (!stack.empty()) {
    const Component* c = stack.back();
    stack.pop_back();
    for (const ParameterDecl& p : c->parameters()) {
      auto it = recorded.find(p.path);
      values[p.symbol.symbol_id()] = it != recorded.end() ? it->second : p.value;
    }
    for (const auto& child : c->children()) stack.push_back(child.get());
  }
  return values;
}

/// Rows to show: all, or at most `limit` evenly spread (first and last kept).
std::vector<std::size_t> chosen_rows(std::size_t rows, std::size_t limit) {
  std::vector<std::size_t> out;
  if (rows <= limit) {
    for (std::size_t k = 0; k < rows; ++k) out.push_back(k);
    return out;
  }
  for (std::size_t k = 0; k < limit; ++k)
    out.push_back(static_cast<std::size_t>(std::llround(
        static_cast<double>(k) * static_cast<double>(rows - 1) / static_cast<double>(limit - 1))));
  return out;
}

std::vector<std::string> selected_signals(const Results& r, const std::vector<std::string>& globs,
                                          const viewer::ViewScene& scene) {
  std::vector<std::string> out;
  for (const std::string& p : globs) {
    const std::size_t before = out.size();
    for (const std::string& n : r.names())
      if ((n == p || fnmatch(p.c_str(), n.c_str(), 0) == 0) &&
          std::find(out.begin(), out.end(), n) == out.end())
        out.push_back(n);
    if (out.size() == before) r.column(p);  // throws, naming similar signals
  }
  if (globs.empty())  // by default the joint coordinates (at most six)
    for (const viewer::TreeEdge& e : scene.tree)
      if (e.q.is_symbol() && r.has(e.q.name()) && out.size() < 6) out.push_back(e.q.name());
  return out;
}

}  // namespace

CLI::App* add_view_command(CLI::App& app) {
  ViewArguments& a = arguments();
  auto* cmd = app.add_subcommand(
      "view", "3-D view of a multibody model's result (CSV or MAT) as a self-contained web page");
  cmd->add_option("result", a.result, "result file of the model (.csv or .mat, from acausal run)")
      ->required();
  cmd->add_option("--model", a.model, "the model the result belongs to (see `acausal list`)")
      ->required();
  cmd->add_option("--variant", a.variants, "the variants of the run: point=option (repeatable)");
  cmd->add_option("--out", a.out, "folder to write index.html into")->required();
  cmd->add_option("--signals", a.signals,
                  "signals to plot beside the 3-D view: names or globs, comma-separated "
                  "(default: the joint coordinates)")
      ->delimiter(',');
  cmd->add_option("--shapes", a.shapes,
                  "folder that holds the model's shape files, e.g. the MSL's Modelica/Resources/"
                  "Data/Shapes/RobotR3 for modelica:// references (repeatable; also "
                  "ACAUSAL_SHAPE_PATH)");
  cmd->add_option("--max-frames", a.max_frames,
                  "at most this many time points in the page (default 2000, evenly spread)");
  cmd->add_flag("--serve", a.serve, "serve the folder on http://127.0.0.1:PORT until Ctrl-C");
  cmd->add_option("--port", a.port, "port for --serve (default 8000; 0: any free port)")
      ->check(CLI::Range(0, 65535));
  return cmd;
}

int run_view_command(const models::Registry& registry) {
  const ViewArguments& a = arguments();
  std::size_t max_frames = 2000;
  if (!a.max_frames.empty())
    max_frames = static_cast<std::size_t>(cli::parse_number(
        "--max-frames", a.max_frames,
        cli::NumberRange{
            .lower = 2, .upper = 1e6, .what = "the number of time points", .example = "500"}));
  const Results results = read_results(a.result);
  if (results.rows() == 0)
    throw ModelError(fmt::format("view: '{}' has no rows: nothing to animate", a.result));
  std::vector<models::VariantSelection> variants;
  for (const std::string& v : a.variants) variants.push_back(models::parse_variant_selection(v));
  const auto model = models::build_model(registry.model(a.model), variants);
  const auto parameters = parameter_values(*model, results);
  auto parameter = [&](const Expr& p) {
    auto it = parameters.find(p.symbol_id());
    if (it == parameters.end())
      throw InternalError(fmt::format("view: parameter '{}' is not in the model", p.name()));
    return it->second;
  };
  const viewer::ViewScene scene = viewer::build_scene(
      *model, parameter, {.shape_folders = viewer::shape_search_folders(a.shapes)});
  for (const std::string& note : scene.notes) fmt::print(stderr, "warning: view: {}\n", note);

  // Columns of the variables the frames depend on, found once.
  std::unordered_map<std::uint64_t, int> columns;
  std::size_t row = 0;
  const LeafValue value = [&](const Expr& leaf) -> double {
    switch (leaf.op()) {
      case Op::Parameter:
        return parameter(leaf);
      case Op::Time:
        return results.times()[row];
      case Op::Variable:
      case Op::Discrete: {
        auto it = columns.find(leaf.symbol_id());
        if (it == columns.end()) {
          if (!results.has(leaf.name()))
            throw ModelError(fmt::format(
                "view: '{}' has no column '{}', which places frames of model '{}'. Was it "
                "written by `acausal run {}` (with the same --variant options)?",
                a.result, leaf.name(), a.model, a.model));
          it = columns.emplace(leaf.symbol_id(), results.column(leaf.name())).first;
        }
        return results.value(row, it->second);
      }
      default:
        throw InternalError(
            fmt::format("view: unexpected {} in a frame placement", op_name(leaf.op())));
    }
  };

  viewer::PageContent content;
  content.title =
      fmt::format("{} — {}", a.model, std::filesystem::path(a.result).filename().string());
  content.result_file = a.result;
  const std::vector<std::size_t> rows = chosen_rows(results.rows(), max_frames);
  content.poses.reserve(rows.size() * scene.nodes.size() * 7);
  for (std::size_t r : rows) {
    row = r;
    content.times.push_back(results.times()[r]);
    for (const viewer::FramePose& p : viewer::frame_poses(scene, value)) {
      const auto q = viewer::quaternion(p.rotation);
      for (double x : p.position) content.poses.push_back(static_cast<float>(x));
      for (double x : q) content.poses.push_back(static_cast<float>(x));
    }
  }
  for (const std::string& name : selected_signals(results, a.signals, scene)) {
    viewer::PageSignal s{.name = name, .unit = results.unit(results.column(name)), .values = {}};
    const int c = results.column(name);
    for (std::size_t r : rows) s.values.push_back(static_cast<float>(results.value(r, c)));
    content.signals.push_back(std::move(s));
  }
  const std::string page = viewer::page_html(scene, content);

  std::filesystem::create_directories(a.out);
  const std::filesystem::path file = std::filesystem::path(a.out) / "index.html";
  {
    std::ofstream out(file, std::ios::binary);
    out << page;
    if (!out)
      throw ModelError(
          fmt::format("view: cannot write '{}': check --out {}", file.string(), a.out));
  }
  fmt::print(
      "view: {} ({} shapes on {} frames, {} joints, {} time points from {} s to {} s, {} "
      "signals plotted, {:.1f} MB)\n",
      file.string(), scene.shapes.size(), scene.nodes.size(), scene.joints.size(), rows.size(),
      content.times.front(), content.times.back(), content.signals.size(),
      static_cast<double>(page.size()) / 1e6);
  if (!a.serve) {
    fmt::print("view: open it in a browser (nothing is fetched), or serve it with --serve\n");
    return 0;
  }
  viewer::serve_folder({.folder = a.out,
                        .port = a.port,
                        .on_listening =
                            [](const std::string& url) {
                              fmt::print("view: serving {} (open it in a browser; Ctrl-C stops)\n",
                                         url);
                              std::fflush(stdout);
                            },
                        .max_requests = 0});
  fmt::print("view: stopped\n");
  return 0;
}

}  // namespace acausal::apps
