// The viewer's scene and frame poses against closed forms: the MSL
// DoublePendulum (planar forward kinematics), a chain with a fixed rotation,
// a prismatic joint and a body connected backwards (frame_b towards the
// World), the quaternions, and a model without a World.
#include <cmath>
#include <numbers>
#include <random>

#include <gtest/gtest.h>

#include "components/multibody/body_shape.hpp"
#include "components/multibody/fixed_rotation.hpp"
#include "components/multibody/prismatic.hpp"
#include "components/multibody/world.hpp"
#include "components/rotational/inertia.hpp"
#include "core/errors.hpp"
#include "models/registry.hpp"
#include "viewer/frame_poses.hpp"
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

}  // namespace
}  // namespace acausal::viewer
