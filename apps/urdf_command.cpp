// `acausal run --urdf FILE` (also check, compare): the robot of a URDF file as
// a model, passive under gravity (docs/urdf.md); `--urdf-meshes DIR` converts its
// visual meshes to glTF.
#include <deque>

#include <fmt/format.h>

#include "apps/extension_list.hpp"
#include "apps/numbers.hpp"
#include "core/errors.hpp"
#include "urdf/meshes.hpp"
#include "urdf/urdf_model.hpp"

namespace acausal::apps {
namespace {

class UrdfExtension : public Extension {
 public:
  void add(CLI::App&, const std::vector<ModelCommand>& model_commands) override {
    commands_ = model_commands;
    for (const ModelCommand& c : model_commands) {
      if (c.command->get_option_no_throw("model") != nullptr)
        c.command->get_option("model")->required(false);
      auto& given = settings_.emplace_back();
      given.command = c;
      c.command->add_option("--urdf", given.file,
                            "a URDF robot instead of a registered model: passive under gravity "
                            "(docs/urdf.md)");
      // Read as text and parsed strictly (apps/numbers.hpp): CLI11's own
      // number check let NaN through to a confusing message.
      c.command->add_option("--urdf-gravity", given.gravity, "gravity along -z [m/s2], >= 0");
      c.command->add_flag("--urdf-no-limits", given.no_limits, "leave out the joint range stops");
      c.command->add_flag("--urdf-no-friction", given.no_friction, "leave out the joint friction");
      c.command->add_option("--urdf-meshes", given.meshes,
                            "convert the visual meshes to glTF (.glb) in this folder");
    }
  }

  std::optional<int> run(models::Registry& registry) override {
    for (Given& g : settings_) {
      if (!*g.command.command) continue;
      std::string& model = *g.command.model;
      if (g.file.empty()) {
        if (model.empty())
          throw ModelError(
              fmt::format("{}: give a model name (acausal list) or a robot with --urdf FILE",
                          g.command.command->get_name()));
        continue;
      }
      if (!model.empty())
        throw ModelError(
            fmt::format("{}: give a model name or --urdf FILE, not both ('{}' and '{}')",
                        g.command.command->get_name(), model, g.file));
      urdf::UrdfModelOptions options;
      if (!g.gravity.empty())
        options.gravity = cli::parse_number(
            "--urdf-gravity", g.gravity,
            {.lower = 0, .what = "the gravity along -z [m/s2]", .example = "9.81"});
      options.limits = !g.no_limits;
      options.friction = !g.no_friction;
      models::ModelEntry entry = urdf::urdf_model_entry(g.file, options);
      if (!g.meshes.empty()) {
        const auto converted = urdf::convert_meshes_to_gltf(urdf::read_urdf_file(g.file), g.meshes);
        for (const auto& m : converted)
          fmt::print("mesh {} ({} faces) of link {} -> {}\n", m.source, m.faces, m.link, m.gltf);
      }
      model = entry.name;
      if (registry.find_model(model) == nullptr) registry.add(std::move(entry));
    }
    return std::nullopt;
  }

 private:
  struct Given {
    ModelCommand command;
    std::string file;
    std::string gravity;  // empty: the URDF model's default
    bool no_limits = false;
    bool no_friction = false;
    std::string meshes;
  };
  std::vector<ModelCommand> commands_;
  std::deque<Given> settings_;  // deque: CLI11 keeps pointers to the members
};

}  // namespace

std::unique_ptr<Extension> urdf_extension() {
  return std::make_unique<UrdfExtension>();
}

}  // namespace acausal::apps
