// The viewer's scene and frame poses against closed forms: the MSL
// DoublePendulum (planar forward kinematics), a chain with a fixed rotation,
// a prismatic joint and a body connected backwards (frame_b towards the
// World), the quaternions, and a model without a World.
#include <cmath>
#include <filesystem>
#include <fstream>
#include <numbers>
#include <random>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "components/multibody/body_shape.hpp"
#include "components/multibody/fixed_rotation.hpp"
#include "components/multibody/prismatic.hpp"
#include "components/multibody/world.hpp"
#include "components/rotational/inertia.hpp"
#include "core/errors.hpp"
#include "models/registry.hpp"
#include "viewer/frame_poses.hpp"
#include "viewer/mesh_file.hpp"
#include "viewer/page.hpp"
#include "viewer/scene.hpp"

namespace acausal::viewer {
namespace {

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

int node_of(const ViewScene& scene, const std::string& port) {
  for (std::size_t n = 0; n < scene.nodes.size(); ++n)
    for (const std::string& p : scene.nodes[n])
      if (p == port) return static_cast<int>(n);
  ADD_FAILURE() << "no frame holds " << port;
  return 0;
}

/// Leaf values: the named variables, the model's parameters.
LeafValue leaves(const std::map<std::string, double>& variables,
                 const std::function<double(const Expr&)>& parameter) {
  return [=](const Expr& leaf) {
    if (leaf.op() == Op::Parameter) return parameter(leaf);
    return variables.at(leaf.name());
  };
}

TEST(ViewerScene, DoublePendulumFramesFollowPlanarForwardKinematics) {
  const auto model = models::build_model(
      models::find_model("Modelica.Mechanics.MultiBody.Examples.Elementary.DoublePendulum"));
  const auto parameter = parameters_of(*model);
  const ViewScene scene = build_scene(*model, parameter);

  // Two boxes 0.5 m long, 0.06 m wide (the MSL example's), two red joints about z.
  int boxes = 0;
  for (const ShapeSpec& s : scene.shapes)
    if (s.kind == ShapeKind::box && (s.component == "boxBody1" || s.component == "boxBody2")) {
      ++boxes;
      EXPECT_DOUBLE_EQ(s.length, 0.5);
      EXPECT_DOUBLE_EQ(s.width, 0.06);
      EXPECT_DOUBLE_EQ(s.height, 0.06);
      EXPECT_DOUBLE_EQ(s.length_direction[0], 1.0);
    }
  EXPECT_EQ(boxes, 2);
  ASSERT_EQ(scene.joints.size(), 2u);
  for (const JointSpec& j : scene.joints) EXPECT_DOUBLE_EQ(j.axis[2], 1.0);
  EXPECT_DOUBLE_EQ(scene.up[1], 1.0);  // gravity along -y

  const double q1 = 0.3, q2 = -1.1;
  const auto poses =
      frame_poses(scene, leaves({{"revolute1.phi", q1}, {"revolute2.phi", q2}}, parameter));
  const FramePose& tip = poses[static_cast<std::size_t>(node_of(scene, "boxBody2.frame_b"))];
  EXPECT_NEAR(tip.position[0], 0.5 * std::cos(q1) + 0.5 * std::cos(q1 + q2), 1e-14);
  EXPECT_NEAR(tip.position[1], 0.5 * std::sin(q1) + 0.5 * std::sin(q1 + q2), 1e-14);
  EXPECT_NEAR(tip.position[2], 0.0, 1e-14);
  // Its x axis points along the second box: angle q1 + q2 in the plane.
  EXPECT_NEAR(tip.rotation[0][0], std::cos(q1 + q2), 1e-14);
  EXPECT_NEAR(tip.rotation[1][0], std::sin(q1 + q2), 1e-14);
}

TEST(ViewerScene, FixedRotationPrismaticAndABodyConnectedBackwards) {
  using namespace multibody;
  Model m("chain");
  auto& world = m.add<World>("world");
  auto& turn = m.add<FixedRotation>(
      "turn", FixedRotation::Params{.r = {1, 0, 0}, .n = {0, 0, 1}, .angle = std::numbers::pi / 2});
  auto& slide = m.add<Prismatic>("slide", Prismatic::Params{.n = {1, 0, 0}});
  auto& link = m.add<BodyShape>("link", BodyShape::Params{.r = {0, 0, 0.3}});
  m.connect(world.frame_b, turn.frame_a);
  m.connect(turn.frame_b, slide.frame_a);
  m.connect(slide.frame_b, link.frame_b);  // backwards: the tree reaches frame_b first
  const auto parameter = parameters_of(m);
  const ViewScene scene = build_scene(m, parameter);
  const auto poses = frame_poses(scene, leaves({{"slide.s", 0.4}}, parameter));
  // turn: frame_b at (1, 0, 0), its x axis along world y; the slide moves 0.4
  // along it; link.frame_a is 0.3 below link.frame_b along (unturned) z.
  const FramePose& a = poses[static_cast<std::size_t>(node_of(scene, "link.frame_a"))];
  EXPECT_NEAR(a.position[0], 1.0, 1e-14);
  EXPECT_NEAR(a.position[1], 0.4, 1e-14);
  EXPECT_NEAR(a.position[2], -0.3, 1e-14);
  EXPECT_NEAR(a.rotation[1][0], 1.0, 1e-14);  // x axis along world y
  // BodyShape: a cylinder along r from frame_a (0.3 long, 0.015 wide) and a sphere.
  int cylinders = 0, spheres = 0;
  for (const ShapeSpec& s : scene.shapes) {
    if (s.component != "link") continue;
    cylinders += s.kind == ShapeKind::cylinder;
    spheres += s.kind == ShapeKind::sphere;
    if (s.kind == ShapeKind::cylinder) {
      EXPECT_DOUBLE_EQ(s.length, 0.3);
      EXPECT_DOUBLE_EQ(s.width, 0.015);
      EXPECT_EQ(s.node, node_of(scene, "link.frame_a"));
    }
  }
  EXPECT_EQ(cylinders, 1);
  EXPECT_EQ(spheres, 1);
}

TEST(ViewerScene, QuaternionRebuildsTheRotation) {
  std::mt19937 random(7);
  std::uniform_real_distribution<double> u(-1, 1);
  for (int k = 0; k < 200; ++k) {
    // A random rotation from a random unit quaternion (Shoemake's formula).
    double w = u(random), x = u(random), y = u(random), z = u(random);
    const double n = std::sqrt(w * w + x * x + y * y + z * z);
    w /= n, x /= n, y /= n, z /= n;
    const multibody::Matrix3d r{
        {{1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)},
         {2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)},
         {2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)}}};
    const auto q = quaternion(r);
    const double sign = w >= 0 ? 1 : -1;
    EXPECT_NEAR(q[0], sign * x, 1e-12);
    EXPECT_NEAR(q[1], sign * y, 1e-12);
    EXPECT_NEAR(q[2], sign * z, 1e-12);
    EXPECT_NEAR(q[3], sign * w, 1e-12);
  }
}

TEST(ViewerScene, AModelWithoutWorldIsRefusedWithWhatToDo) {
  Model m("spin");
  m.add<rotational::Inertia>("inertia");
  try {
    build_scene(m, parameters_of(m));
    FAIL() << "expected ModelError";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find("model 'spin' has no multibody World"), std::string::npos)
        << e.what();
    EXPECT_NE(std::string(e.what()).find("acausal plot"), std::string::npos) << e.what();
  }
}

// A unit cube as ASCII STL (12 triangles) and a unit square as a DXF 3DFACE.
std::string write_file(const std::string& name, const std::string& text) {
  const auto path = std::filesystem::temp_directory_path() / ("acausal_viewer_" + name);
  std::ofstream(path) << text;
  return path.string();
}

std::string cube_stl() {
  std::string s = "solid cube\n";
  // Two triangles per face; corners as bits of k (x = bit 0, y = bit 1, z = bit 2).
  const int faces[6][4] = {{0, 1, 3, 2}, {4, 6, 7, 5}, {0, 4, 5, 1},
                           {2, 3, 7, 6}, {0, 2, 6, 4}, {1, 5, 7, 3}};
  auto corner = [](int k) {
    return fmt::format("vertex {} {} {}\n", k & 1, (k >> 1) & 1, (k >> 2) & 1);
  };
  for (const auto& f : faces)
    for (const auto& t :
         {std::array<int, 3>{f[0], f[1], f[2]}, std::array<int, 3>{f[0], f[2], f[3]}})
      s += "facet normal 0 0 0\nouter loop\n" + corner(t[0]) + corner(t[1]) + corner(t[2]) +
           "endloop\nendfacet\n";
  return s + "endsolid cube\n";
}

TEST(ViewerMesh, StlCubeIsTwelveScaledTriangles) {
  const auto triangles = read_mesh_triangles(write_file("cube.stl", cube_stl()), 0.25, "link");
  ASSERT_EQ(triangles.size(), 12u * 9u);
  for (float x : triangles) EXPECT_TRUE(x == 0.0f || x == 0.25f) << x;
}

TEST(ViewerMesh, DxfThreeDFaceIsTwoTriangles) {
  const std::string dxf =
      "0\nSECTION\n2\nENTITIES\n0\n3DFACE\n8\n0\n10\n0.0\n20\n0.0\n30\n0.0\n11\n2.0\n21\n"
      "0.0\n31\n0.0\n12\n2.0\n22\n2.0\n32\n0.0\n13\n0.0\n23\n2.0\n33\n0.0\n0\nENDSEC\n0\nEOF\n";
  const auto triangles = read_mesh_triangles(write_file("face.dxf", dxf), 0.5, "link");
  ASSERT_EQ(triangles.size(), 2u * 9u);
  float area = 0;  // of both triangles, in the z = 0 plane: the unit square
  for (std::size_t t = 0; t < 2; ++t) {
    const float* p = &triangles[t * 9];
    area += std::fabs((p[3] - p[0]) * (p[7] - p[1]) - (p[6] - p[0]) * (p[4] - p[1])) / 2;
  }
  EXPECT_NEAR(area, 1.0, 1e-6);
}

TEST(ViewerMesh, BodyShapeWithAFileIsDrawnAsThatMeshAtFrameA) {
  using namespace multibody;
  Model m("arm");
  auto& world = m.add<World>("world");
  auto& link = m.add<BodyShape>(
      "link", BodyShape::Params{.r = {0.5, 0, 0}, .shape_file = "cube.stl", .shape_scale = 0.001});
  m.connect(world.frame_b, link.frame_a);
  const ViewScene scene = build_scene(m, parameters_of(m));
  ASSERT_EQ(scene.shapes.size(), 1u);  // the mesh, neither MSL's cylinder nor sphere
  EXPECT_EQ(scene.shapes[0].kind, ShapeKind::mesh);
  EXPECT_EQ(scene.shapes[0].file, "cube.stl");
  EXPECT_DOUBLE_EQ(scene.shapes[0].scale, 0.001);
  EXPECT_EQ(scene.shapes[0].node, node_of(scene, "link.frame_a"));
}

TEST(ViewerMesh, ThePageCarriesTheTrianglesOfTheFile) {
  using namespace multibody;
  Model m("arm");
  auto& world = m.add<World>("world");
  const std::string stl = write_file("cube.stl", cube_stl());
  auto& link = m.add<BodyShape>(
      "link", BodyShape::Params{.r = {0.5, 0, 0}, .shape_file = stl, .shape_scale = 0.2});
  m.connect(world.frame_b, link.frame_a);
  const ViewScene scene = build_scene(m, parameters_of(m));
  PageContent content{
      .title = "cube", .result_file = "none", .times = {0.0}, .poses = {}, .signals = {}};
  for (std::size_t n = 0; n < scene.nodes.size(); ++n)
    content.poses.insert(content.poses.end(), {0, 0, 0, 0, 0, 0, 1});
  const std::string page = page_html(scene, content);
  const auto triangles = read_mesh_triangles(stl, 0.2, "link");
  const std::string encoded = base64(std::string_view(
      reinterpret_cast<const char*>(triangles.data()), triangles.size() * sizeof(float)));
  EXPECT_NE(page.find("\"kind\":\"mesh\",\"node\":0,\"mesh\":0"), std::string::npos);
  EXPECT_NE(page.find("\"meshes\":[\"" + encoded + "\"]"), std::string::npos);
  // Written for a look in a browser (docs/viewer.md).
  const auto folder = std::filesystem::path(ACAUSAL_BINARY_DIR) / "viewer_mesh_page";
  std::filesystem::create_directories(folder);
  std::ofstream(folder / "index.html") << page;
}

TEST(ViewerMesh, AMissingFileNamesTheComponentAndTheParameter) {
  try {
    read_mesh_triangles("no/such/b1.dxf", 1, "robot.b1");
    FAIL() << "expected ModelError";
  } catch (const ModelError& e) {
    EXPECT_NE(std::string(e.what()).find(
                  "BodyShape 'robot.b1': cannot draw shape_file 'no/such/b1.dxf': no such file"),
              std::string::npos)
        << e.what();
    EXPECT_NE(std::string(e.what()).find("Set robot.b1.shape_file"), std::string::npos) << e.what();
  }
}

}  // namespace
}  // namespace acausal::viewer
