// Shape files named by Modelica URIs (MSL RobotR3's DXF shapes): where the
// viewer finds them, what it tells the user when it does not, and the mesh it
// draws against the DXF's own 3DFACE corners.
#include <algorithm>
#include <array>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <limits>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "models/registry.hpp"
#include "viewer/mesh_file.hpp"
#include "viewer/scene.hpp"
#include "viewer/shape_files.hpp"

namespace acausal::viewer {
namespace {

namespace fs = std::filesystem;

const std::string kFullRobot = "Modelica.Mechanics.MultiBody.Examples.Systems.RobotR3.FullRobot";
const fs::path kRobotShapes = fs::path(ACAUSAL_SHARED_DIR) / "reference" / "msl" /
                              "Mechanics.MultiBody.Examples.Systems.RobotR3.FullRobot" / "shapes";

fs::path scratch() {
  const fs::path dir = fs::path(ACAUSAL_BINARY_DIR) / "viewer_test" / "shape_files";
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir;
}

void touch(const fs::path& file) {
  fs::create_directories(file.parent_path());
  std::ofstream(file) << "0\nEOF\n";
}

TEST(ShapeFiles, ModelicaUrisAreFoundInALibraryCheckoutOrBesideTheirFileName) {
  const fs::path dir = scratch();
  touch(dir / "msl" / "Modelica/Resources/Data/Shapes/RobotR3/b1.dxf");
  touch(dir / "flat" / "b2.dxf");
  const std::string msl = (dir / "msl").string(), flat = (dir / "flat").string();
  const std::string b1 = "modelica://Modelica/Resources/Data/Shapes/RobotR3/b1.dxf";
  const std::string b2 = "modelica://Modelica/Resources/Data/Shapes/RobotR3/b2.dxf";
  EXPECT_EQ(locate_shape_file(b1, {flat, msl}),
            (dir / "msl" / "Modelica/Resources/Data/Shapes/RobotR3/b1.dxf").string());
  EXPECT_EQ(locate_shape_file(b2, {msl, flat}), (dir / "flat" / "b2.dxf").string());
  EXPECT_FALSE(locate_shape_file(b2, {msl}));
  EXPECT_FALSE(locate_shape_file(b1, {}));
  // Plain paths and file:// URIs are tried as given first.
  EXPECT_EQ(locate_shape_file((dir / "flat" / "b2.dxf").string(), {}),
            (dir / "flat" / "b2.dxf").string());
  EXPECT_EQ(locate_shape_file("file://" + (dir / "flat" / "b2.dxf").string(), {}),
            (dir / "flat" / "b2.dxf").string());
  EXPECT_EQ(locate_shape_file("elsewhere/b2.dxf", {flat}), (dir / "flat" / "b2.dxf").string());
}

TEST(ShapeFiles, TheEnvironmentAddsFoldersAfterTheGivenOnes) {
  ::setenv("ACAUSAL_SHAPE_PATH", "/a::/b/c", 1);
  EXPECT_EQ(shape_search_folders({"/x"}), (std::vector<std::string>{"/x", "/a", "/b/c"}));
  ::unsetenv("ACAUSAL_SHAPE_PATH");
  EXPECT_EQ(shape_search_folders({"/x"}), (std::vector<std::string>{"/x"}));
}

std::function<double(const Expr&)> parameters_of(const Model& model) {
  auto values = std::make_shared<std::map<std::uint64_t, double>>();
  std::vector<const Component*> stack{&model};
  while (!stack.empty()) {
    const Component* c = stack.back();
    stack.pop_back();
    for (const ParameterDecl& p : c->parameters()) (*values)[p.symbol.symbol_id()] = p.value;
    for (const auto& child : c->children()) stack.push_back(child.get());
  }
  return [values](const Expr& p) { return values->at(p.symbol_id()); };
}

std::size_t count_kind(const ViewScene& scene, ShapeKind kind) {
  return static_cast<std::size_t>(
      std::count_if(scene.shapes.begin(), scene.shapes.end(),
                    [&](const ShapeSpec& s) { return s.kind == kind; }));
}

TEST(ShapeFiles, FullRobotWithoutItsShapesKeepsMslDefaultsAndSaysWhere) {
  const auto model = models::build_model(models::find_model(kFullRobot));
  const ViewScene scene =
      build_scene(*model, parameters_of(*model), {.shape_folders = {"/nowhere"}});
  EXPECT_EQ(count_kind(scene, ShapeKind::mesh), 0u);
  ASSERT_EQ(scene.notes.size(), 7u);
  EXPECT_NE(scene.notes[0].find("shape file 'modelica://Modelica/Resources/Data/Shapes/RobotR3/"),
            std::string::npos)
      << scene.notes[0];
  EXPECT_NE(scene.notes[0].find("not found in /nowhere"), std::string::npos) << scene.notes[0];
  EXPECT_NE(scene.notes[0].find("--shapes DIR"), std::string::npos) << scene.notes[0];
}

// Bounding box of the corners of a DXF file's 3DFACE entities (group codes
// 10-13, 20-23, 30-33 of ASCII DXF), read here without assimp.
std::array<std::array<double, 2>, 3> face_corner_bounds(const fs::path& file) {
  constexpr double kInf = std::numeric_limits<double>::infinity();
  std::array<std::array<double, 2>, 3> box{{{kInf, -kInf}, {kInf, -kInf}, {kInf, -kInf}}};
  std::ifstream in(file);
  std::string code, value, entity;
  while (std::getline(in, code) && std::getline(in, value)) {
    const int c = std::stoi(code);
    if (!value.empty() && value.back() == '\r') value.pop_back();
    if (c == 0) entity = value;
    if (entity != "3DFACE" || c < 10 || c > 33 || c % 10 > 3) continue;
    auto& axis = box[static_cast<std::size_t>(c / 10 - 1)];
    const double x = std::stod(value);
    axis = {std::min(axis[0], x), std::max(axis[1], x)};
  }
  return box;
}

TEST(ShapeFiles, FullRobotDrawsMslsDxfShapesFromTheirFolder) {
  if (!fs::is_directory(kRobotShapes))
    GTEST_SKIP() << "skipped: " << kRobotShapes << " (the shared reference data) is absent";
  const auto model = models::build_model(models::find_model(kFullRobot));
  const ViewScene scene =
      build_scene(*model, parameters_of(*model), {.shape_folders = {kRobotShapes.string()}});
  EXPECT_TRUE(scene.notes.empty()) << scene.notes.front();
  ASSERT_EQ(count_kind(scene, ShapeKind::mesh), 7u);
  for (const ShapeSpec& s : scene.shapes) {
    if (s.kind != ShapeKind::mesh) continue;
    const std::string k = s.component.substr(s.component.size() - 1);
    EXPECT_EQ(fs::path(s.file), kRobotShapes / fmt::format("b{}.dxf", k)) << s.component;
    EXPECT_EQ(s.scale, 1.0);  // MSL: DXF coordinates are metres in frame_a
    const std::vector<float> triangles = read_mesh_triangles(s.file, s.scale, s.component);
    ASSERT_EQ(triangles.size() % 9, 0u);
    const auto expected = face_corner_bounds(s.file);
    for (std::size_t axis = 0; axis < 3; ++axis) {
      double lo = 1e300, hi = -1e300;
      for (std::size_t i = axis; i < triangles.size(); i += 3) {
        lo = std::min(lo, static_cast<double>(triangles[i]));
        hi = std::max(hi, static_cast<double>(triangles[i]));
      }
      EXPECT_NEAR(lo, expected[axis][0], 1e-6) << s.file << " axis " << axis;
      EXPECT_NEAR(hi, expected[axis][1], 1e-6) << s.file << " axis " << axis;
    }
  }
}

}  // namespace
}  // namespace acausal::viewer
