// The mechanism assembler: multibody components connected by frames form a
// kinematic graph (nodes: physical frames, edges: transforms and joints,
// bodies hanging at nodes); a breadth-first spanning tree from the World gives
// the joint coordinates, and the recursive Newton-Euler algorithm, written in
// Expr, gives one equation per joint, effort = axis · (cut force of its
// subtree). An element closing a loop becomes a cut joint: closure residues
// plus its cut wrench as unknowns. Featherstone 2008, Rigid Body Dynamics
// Algorithms, Sec. 5.3 (RNEA, gravity as a fictitious base acceleration) and
// Ch. 8 (closed loops); Otter, Elmqvist, Mattsson 2003, The new Modelica
// MultiBody library (frames, rooted trees, cut joints).
#include <algorithm>
#include <cmath>
#include <deque>
#include <map>
#include <set>
#include <unordered_map>

#include <fmt/format.h>

#include "components/multibody/element.hpp"
#include "components/multibody/loop_assembly.hpp"
#include "components/multibody/quaternion.hpp"
#include "core/expr/evaluate.hpp"
#include "core/model/model.hpp"
#include "core/passes/flat_system.hpp"

namespace acausal::multibody {
namespace {

struct ElementRef {
  const Element* component;
  ElementData data;
};

/// Union-find over frame ports: connected frames (also through a subsystem's
/// own frame port) are one physical frame.
class FrameNodes {
 public:
  int node(const Port* p) {
    auto [it, inserted] = index_.try_emplace(p, static_cast<int>(parent_.size()));
    if (inserted) parent_.push_back(it->second);
    return find(it->second);
  }
  void join(const Port* a, const Port* b) {
    const int ra = node(a), rb = node(b);
    if (ra != rb) parent_[static_cast<std::size_t>(std::max(ra, rb))] = std::min(ra, rb);
  }
  int find(int i) {
    while (parent_[static_cast<std::size_t>(i)] != i) {
      parent_[static_cast<std::size_t>(i)] =
          parent_[static_cast<std::size_t>(parent_[static_cast<std::size_t>(i)])];
      i = parent_[static_cast<std::size_t>(i)];
    }
    return i;
  }

 private:
  std::unordered_map<const Port*, int> index_;
  std::vector<int> parent_;
};

struct Kinematics {
  Vec3 w{}, dw{}, a{};  // angular velocity, angular and linear (origin) acceleration, own axes
  Vec3 v{};             // origin velocity, own axes (only with frame sensors)
  Mat3 R{};             // world coordinates -> own coordinates (only with sensors, forces)
  Vec3 r0{};            // origin in world coordinates (only with sensors, forces)
};

/// How an edge places frame_b relative to frame_a: E (frame_a -> frame_b
/// coordinates) and frame_b's origin r in frame_a coordinates.
struct Placement {
  Mat3 E;
  Vec3 r;
};

// A FreeMotion's frame_b relative to frame_a: from its quaternion or its Cardan angles.
Mat3 free_motion_rotation(const ElementData& d) {
  return d.relative_rotation ? *d.relative_rotation : quaternion_rotation(d.quaternion);
}

Placement edge_placement(const ElementData& d, bool reversed) {
  const double sign = reversed ? -1.0 : 1.0;
  switch (d.kind) {
    case ElementKind::FixedTransform:
      return reversed ? Placement{to_expr(transpose(d.rotation)), -(to_expr(d.rotation) * d.r)}
                      : Placement{to_expr(d.rotation), d.r};
    case ElementKind::Revolute:
      return {rotation_transpose({sign * d.axis[0], sign * d.axis[1], sign * d.axis[2]}, d.q),
              Vec3{}};
    case ElementKind::Prismatic:
      return {to_expr(Matrix3d{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}}),
              d.q * to_expr(Vector3d{sign * d.axis[0], sign * d.axis[1], sign * d.axis[2]})};
    case ElementKind::FreeMotion:  // never reversed (checked when the tree is built)
      return {free_motion_rotation(d), d.r_rel};
    default:
      throw InternalError("multibody: placement of an element that is not an edge");
  }
}

Mat3 identity3() {
  return to_expr(Matrix3d{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}});
}

Mat3 product(const Mat3& a, const Mat3& b) {
  Mat3 c;
  for (std::size_t i = 0; i < 3; ++i)
    for (std::size_t j = 0; j < 3; ++j)
      c[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j];
  return c;
}

Mat3 transposed(const Mat3& a) {
  Mat3 t;
  for (std::size_t i = 0; i < 3; ++i)
    for (std::size_t j = 0; j < 3; ++j) t[i][j] = a[j][i];
  return t;
}
struct Wrench {
  Vec3 f{}, n{};  // force, moment about the frame's origin, own axes
};

/// One traversed edge of the spanning tree, from node `from` to node `to`.
struct TreeStep {
  const ElementRef* edge;
  bool reversed;  // traversed from frame_b to frame_a
  int from, to;
};

/// The joints of MSL Joints.Constraints: no coordinates, always a cut.
bool is_constraint_joint(ElementKind kind) {
  return kind == ElementKind::RevoluteConstraint || kind == ElementKind::SphericalConstraint ||
         kind == ElementKind::PrismaticConstraint || kind == ElementKind::UniversalConstraint;
}

/// Two unit vectors normal to the unit vector e and to each other
/// (ex, ey, e right-handed): a coordinate axis of frame_a when e is one.
std::pair<Vector3d, Vector3d> normal_axes(const Vector3d& e) {
  const Vector3d helper = std::fabs(e[0]) > 0.1   ? Vector3d{0, 1, 0}
                          : std::fabs(e[1]) > 0.1 ? Vector3d{0, 0, 1}
                                                  : Vector3d{1, 0, 0};
  Vector3d ey{e[1] * helper[2] - e[2] * helper[1], e[2] * helper[0] - e[0] * helper[2],
              e[0] * helper[1] - e[1] * helper[0]};
  const double ny = std::sqrt(ey[0] * ey[0] + ey[1] * ey[1] + ey[2] * ey[2]);
  for (double& c : ey) c /= ny;
  const Vector3d ex{ey[1] * e[2] - ey[2] * e[1], ey[2] * e[0] - ey[0] * e[2],
                    ey[0] * e[1] - ey[1] * e[0]};
  return {ex, ey};
}

std::string joined_paths(const std::vector<const Element*>& elements) {
  std::string s;
  for (std::size_t i = 0; i < elements.size(); ++i)
    s += (i ? ", '" : "'") + elements[i]->path() + "'";
  return s;
}

/// Expressions nest: a joint's equation contains the kinematics of every joint
/// between it and the World, and the Jacobian's entries grow with that depth
/// (a chain of 10/20/40 joints compiled in 0.3/5/72 s in pure form). In a tree
/// deeper than kCompactDepth joints, every kBoundaryDepth joints along a path
/// the moved frame's kinematics and its subtree's wrench become unknowns with
/// equations of their own, which bounds every equation's size; robot arms
/// (<= 8 joints deep) keep the compact form. Short spans make small equations:
/// a 3-D chain of 100 links compiles in 0.2 s with a span of 2 against 0.5 s
/// with 8, and IDA runs it 3 times faster (bench/README.md, "28 November,
/// evening"); its sparse LU does not mind the extra unknowns.
constexpr int kCompactDepth = 8;
constexpr int kBoundaryDepth = 2;

bool is_joint(const ElementData& d) {
  return d.kind == ElementKind::Revolute || d.kind == ElementKind::Prismatic;
}

/// A free joint whose equation of motion is a constant moves nothing with
/// mass or inertia: its acceleration would be undetermined.
void check_moves_mass(const ElementRef& joint, const Expr& effort_expression) {
  if (joint.data.has_axis_flange || !effort_expression.is_constant()) return;
  const std::string& path = joint.component->path();
  throw ModelError(fmt::format(
      "multibody: {} '{}' moves no mass: nothing beyond its frame_b (away from the World) has "
      "mass or inertia, so its motion is undetermined. Attach a Body beyond it, or set "
      "use_axis_flange and connect a 1-D inertia (or a motion source) to {}.axis.",
      joint.component->type_name(), path, path));
}

/// Output equations of an AbsoluteSensor (b = nullptr) or a RelativeSensor
/// (a = frame_a, b = frame_b), from the forward pass's kinematics in own axes
/// (`.a` is the acceleration minus gravity; `.R` maps world to own coordinates).
void sensor_equations(const ElementRef& sensor, const Kinematics& a, const Kinematics* b,
                      const Vec3& gravity, const std::string& origin, FlatSystem& flat) {
  const SensedMotion& out = sensor.data.sensed;
  SensedMotion value;
  if (!b) {
    const bool world = sensor.data.resolve == ResolveInFrame::world;
    const Vec3 a_true = a.a + a.R * gravity;
    auto resolved = [&](const Vec3& own) { return world ? transpose_times(a.R, own) : own; };
    value = {world ? a.r0 : a.R * a.r0,
             resolved(a.v),
             resolved(a_true),
             resolved(a.w),
             resolved(a.dw),
             a.R};
  } else {
    // Relative motion in frame_a coordinates, differentiated there: with
    // ω = ω_a, r = R_a (r0_b - r0_a), d/dt(R_a x) = R_a ẋ - ω × (R_a x)
    // (the transport theorem; Goldstein, Classical Mechanics, 3rd ed., Sec. 4.9).
    const Mat3 b_to_a = product(a.R, transposed(b->R));
    const Vec3 r = a.R * (b->r0 - a.r0);
    const Vec3 v = b_to_a * b->v - a.v - cross(a.w, r);
    // Gravity is in both accelerations and cancels.
    const Vec3 acc =
        b_to_a * b->a - a.a - 2.0 * cross(a.w, v) - cross(a.w, cross(a.w, r)) - cross(a.dw, r);
    const Vec3 w = b_to_a * b->w - a.w;
    const Vec3 z = b_to_a * b->dw - a.dw - cross(a.w, w);
    value = {r, v, acc, w, z, transposed(b_to_a)};
  }
  auto emit = [&](const Vec3& signals, const Vec3& values) {
    for (std::size_t i = 0; i < 3; ++i) flat.equations.push_back({signals[i], values[i], origin});
  };
  emit(out.r, value.r);
  emit(out.v, value.v);
  emit(out.a, value.a);
  emit(out.w, value.w);
  emit(out.z, value.z);
  for (std::size_t i = 0; i < 3; ++i) emit(out.T[i], value.T[i]);
}

}  // namespace

// Whether `e` depends on no unknowns (constants and parameters only): a
// closure residue of this kind holds or fails whatever the joints do.
bool fixed_by_parameters(const Expr& e, std::unordered_map<const void*, bool>& memo) {
  if (e.op() == Op::Constant || e.op() == Op::Parameter) return true;
  if (e.op() == Op::Variable || e.op() == Op::Discrete || e.op() == Op::Time) return false;
  if (auto it = memo.find(e.id()); it != memo.end()) return it->second;
  bool fixed = true;
  for (int i = 0; i < e.num_args() && fixed; ++i) fixed = fixed_by_parameters(e.arg(i), memo);
  memo[e.id()] = fixed;
  return fixed;
}

void assemble_mechanisms(const Model& model, FlatSystem& flat) {
  // Every multibody element of the component tree, in depth-first order.
  std::deque<ElementRef> elements;
  FrameNodes nodes;
  std::vector<const Component*> stack{&model};
  while (!stack.empty()) {
    const Component* c = stack.back();
    stack.pop_back();
    if (const auto* e = dynamic_cast<const Element*>(c)) elements.push_back({e, e->element()});
    for (const Connection& conn : c->connections()) {
      const Port& a = c->port_at(conn.a);
      const Port& b = c->port_at(conn.b);
      if (&a.type() == &frame_type()) nodes.join(&a, &b);
    }
    for (auto it = c->children().rbegin(); it != c->children().rend(); ++it)
      stack.push_back(it->get());
  }
  if (elements.empty()) return;

  std::vector<const ElementRef*> worlds;
  for (const ElementRef& e : elements)
    if (e.data.kind == ElementKind::World) worlds.push_back(&e);
  if (worlds.empty()) {
    std::vector<const Element*> all;
    for (const ElementRef& e : elements) all.push_back(e.component);
    throw ModelError(fmt::format(
        "multibody: no World in model '{}', so the frames of {} have no inertial frame and no "
        "gravity. Add a multibody::World and connect its frame_b to the base of the mechanism "
        "(e.g. connect(world.frame_b, joint.frame_a)).",
        model.model_name(), joined_paths(all)));
  }
  if (worlds.size() > 1)
    throw ModelError(fmt::format(
        "multibody: model '{}' has {} Worlds ({}); a model has exactly one inertial frame. "
        "Remove all but one and connect every mechanism to it.",
        model.model_name(), worlds.size(), joined_paths([&] {
          std::vector<const Element*> w;
          for (const ElementRef* e : worlds) w.push_back(e->component);
          return w;
        }())));
  const ElementRef& world = *worlds.front();
  // A Fixed frame is a rigid transform from the World's frame.
  for (ElementRef& e : elements)
    if (e.data.kind == ElementKind::Fixed) {
      e.data.kind = ElementKind::FixedTransform;
      e.data.frame_a = world.data.frame_b;
    }
  const bool point_gravity = world.data.gravity_type == GravityType::point;

  // Incidence: node -> edges (two-frame elements), bodies, sensors and forces at the node.
  std::map<int, std::vector<const ElementRef*>> edges_at, bodies_at;
  std::vector<const ElementRef*> sensors, forces, frame_sensors, frame_forces, line_forces,
      mass_line_forces, rotors;
  for (const ElementRef& e : elements) {
    switch (e.data.kind) {
      case ElementKind::World:
        nodes.node(e.data.frame_b);
        break;
      case ElementKind::Body:
        bodies_at[nodes.node(e.data.frame_a)].push_back(&e);
        break;
      case ElementKind::PositionSensor:
        sensors.push_back(&e);
        break;
      case ElementKind::WorldForce:
      case ElementKind::ExternalLoad:
        forces.push_back(&e);
        break;
      case ElementKind::AbsoluteSensor:
        frame_sensors.push_back(&e);
        break;
      case ElementKind::Rotor1D:
        rotors.push_back(&e);
        break;
      case ElementKind::FrameForce:
        frame_forces.push_back(&e);
        break;
      case ElementKind::LineForce:
      case ElementKind::LineForceWithMasses:
        if (nodes.node(e.data.frame_a) == nodes.node(e.data.frame_b))
          throw ModelError(fmt::format(
              "multibody: {} '{}' has frame_a and frame_b on the same physical frame, so the "
              "distance between them is always zero and the line of its force undefined. Connect "
              "{}.frame_a and {}.frame_b to two different frames.",
              e.component->type_name(), e.component->path(), e.component->path(),
              e.component->path()));
        (e.data.kind == ElementKind::LineForce ? line_forces : mass_line_forces).push_back(&e);
        break;
      case ElementKind::RelativeSensor:
        if (nodes.node(e.data.frame_a) == nodes.node(e.data.frame_b))
          throw ModelError(fmt::format(
              "multibody: RelativeSensor '{}' has frame_a and frame_b on the same physical frame "
              "(they are connected to each other, directly or through other frames), so every "
              "output would be zero. Connect {}.frame_b to the frame whose motion relative to "
              "frame_a you want to measure.",
              e.component->path(), e.component->path()));
        frame_sensors.push_back(&e);
        break;
      default:
        edges_at[nodes.node(e.data.frame_a)].push_back(&e);
        edges_at[nodes.node(e.data.frame_b)].push_back(&e);
    }
  }

  // Breadth-first spanning tree from the World's frame.
  const int root = nodes.node(world.data.frame_b);
  std::map<int, const TreeStep*> step_to;  // node -> step that reached it
  std::deque<TreeStep> steps;
  std::map<const ElementRef*, bool> used;
  std::vector<const ElementRef*> cuts;
  std::deque<int> queue{root};
  step_to[root] = nullptr;
  while (!queue.empty()) {
    const int n = queue.front();
    queue.pop_front();
    for (const ElementRef* e : edges_at[n]) {
      if (used[e] || e->data.closes_loop) continue;
      used[e] = true;
      const int na = nodes.node(e->data.frame_a), nb = nodes.node(e->data.frame_b);
      const bool reversed = nb == n && na != n;
      const int other = reversed ? na : nb;
      if (e->data.kind == ElementKind::FreeMotion && (reversed || step_to.count(other)))
        throw ModelError(fmt::format(
            "multibody: FreeMotion '{}' {}. A FreeMotion constrains nothing and carries the "
            "coordinates of frame_b relative to frame_a, so frame_a must lead to the World and "
            "frame_b must be reached only through it. Connect {}.frame_a to the World side (e.g. "
            "world.frame_b) and frame_b to the free part, or remove the other path to that part.",
            e->component->path(),
            reversed ? "is reached from its frame_b (its frame_b side leads to the World)"
                     : "closes a kinematic loop",
            e->component->path()));
      if (step_to.count(other)) {
        // Both ends already in the tree: this element is a cut joint, its
        // frames are tied by loop-closure constraints.
        cuts.push_back(e);
        continue;
      }
      steps.push_back({e, reversed, n, other});
      step_to[other] = &steps.back();
      queue.push_back(other);
    }
  }

  // Joints the user marked as closing a loop are cut joints, provided the
  // tree reaches both their frames without them.
  for (const ElementRef& e : elements) {
    if (!e.data.closes_loop) continue;
    const bool a_reached = step_to.count(nodes.node(e.data.frame_a)) > 0;
    const bool b_reached = step_to.count(nodes.node(e.data.frame_b)) > 0;
    if (a_reached && b_reached) {
      cuts.push_back(&e);
    } else if ((a_reached || b_reached) && is_constraint_joint(e.data.kind)) {
      throw ModelError(fmt::format(
          "multibody: {} '{}' is the only path from World '{}' to its {}, but a constraint "
          "joint has no coordinates of its own and can only close a loop. Use a joint with "
          "coordinates there (Revolute, Spherical, FreeMotion), or connect that frame to the "
          "mechanism through another path so that '{}' closes a loop.",
          e.component->type_name(), e.component->path(), world.component->path(),
          a_reached ? "frame_b" : "frame_a", e.component->path()));
    } else if ((a_reached || b_reached) && e.data.kind == ElementKind::PlanarLoopRevolute) {
      throw ModelError(fmt::format(
          "multibody: RevolutePlanarLoopConstraint '{}' is the only path from World '{}' to its "
          "{}, but it has no angle of its own and can only close a loop. Use a Revolute there, "
          "or connect that frame to the mechanism through another path so that '{}' closes a "
          "loop.",
          e.component->path(), world.component->path(), a_reached ? "frame_b" : "frame_a",
          e.component->path()));
    } else if (a_reached || b_reached) {
      throw ModelError(fmt::format(
          "multibody: {} '{}' is marked closes_loop, but it is the only path from World '{}' "
          "to its {}, so it closes no loop. Unset closes_loop on it, or connect that frame "
          "to the mechanism through another path.",
          e.component->type_name(), e.component->path(), world.component->path(),
          a_reached ? "frame_b" : "frame_a"));
    }
  }

  // Massless points: frames that only line forces reach (springs in series,
  // MSL ThreeSprings). Each is placed by the first line force that reaches it
  // from a placed frame: its origin is that frame's plus (or minus) the
  // force's r_rel_0, an unknown that the balance of the line forces on the
  // point determines; its axes are the world's (MSL's fixedRotationAtFrame).
  struct MasslessPoint {
    int node;
    const ElementRef* placed_by;
    bool at_frame_b;  // the point is the force's frame_b
  };
  std::vector<MasslessPoint> points;
  std::map<int, std::size_t> point_index;
  {
    std::map<int, int> line_force_ends;
    std::set<int> used_otherwise;
    for (const ElementRef& e : elements)
      for (const Port* f : {e.data.frame_a, e.data.frame_b, e.data.frame_resolve})
        if (f)
          (e.data.kind == ElementKind::LineForce ? void(++line_force_ends[nodes.node(f)])
                                                 : void(used_otherwise.insert(nodes.node(f))));
    auto placed = [&](int n) { return step_to.count(n) > 0 || point_index.count(n) > 0; };
    for (bool grew = true; grew;) {
      grew = false;
      for (const ElementRef* f : line_forces) {
        const int na = nodes.node(f->data.frame_a), nb = nodes.node(f->data.frame_b);
        if (placed(na) == placed(nb)) continue;
        const int p = placed(na) ? nb : na;
        if (used_otherwise.count(p) || line_force_ends[p] < 2) continue;
        point_index[p] = points.size();
        points.push_back({p, f, p == nb});
        grew = true;
      }
    }
    for (const ElementRef* f : line_forces)
      if (f->data.uses_speed)
        for (const Port* end : {f->data.frame_a, f->data.frame_b})
          if (point_index.count(nodes.node(end)))
            throw ModelError(fmt::format(
                "multibody: {} '{}' damps a massless point (its {} is reached only by line "
                "forces), whose velocity is not defined here. Attach a Body at that point, or "
                "connect it to the mechanism by a joint.",
                f->component->type_name(), f->component->path(),
                end == f->data.frame_a ? "frame_a" : "frame_b"));
  }

  // Every element must hang from the World.
  std::vector<const Element*> detached;
  for (const ElementRef& e : elements) {
    for (const Port* f : {e.data.frame_a, e.data.frame_b, e.data.frame_resolve})
      if (f && !step_to.count(nodes.node(f)) && !point_index.count(nodes.node(f))) {
        detached.push_back(e.component);
        break;
      }
  }
  if (!detached.empty())
    throw ModelError(
        fmt::format("multibody: {} not connected to World '{}' through frames, so their motion is "
                    "undefined. Connect them to the mechanism (a chain of frame connections from "
                    "'{}.frame_b'), or remove them.",
                    joined_paths(detached), world.component->path(), world.component->path()));

  const std::string origin_suffix =
      fmt::format(" (Newton-Euler equation of motion, tree of '{}')", world.component->path());

  // Boundary frames (see kBoundaryDepth): the frame a joint moves, at joint
  // depths k * kBoundaryDepth, where more joints follow.
  std::map<int, int> depth{{root, 0}};
  for (const TreeStep& s : steps) depth[s.to] = depth[s.from] + (is_joint(s.edge->data) ? 1 : 0);
  std::map<int, bool> joint_below;
  for (auto it = steps.rbegin(); it != steps.rend(); ++it)
    joint_below[it->from] =
        joint_below[it->from] || joint_below[it->to] || is_joint(it->edge->data);
  int deepest = 0;
  for (const auto& [node, d] : depth) deepest = std::max(deepest, d);
  std::map<int, const Element*> boundary;  // node -> the joint that moves it
  if (deepest > kCompactDepth)
    for (const TreeStep& s : steps)
      if (is_joint(s.edge->data) && depth[s.to] % kBoundaryDepth == 0 && joint_below[s.to])
        boundary[s.to] = s.edge->component;
  auto unknowns = [&](const Element* joint, const std::string& name, const Vec3& value,
                      const char* unit, const char* description) {
    Vec3 v;
    for (std::size_t i = 0; i < 3; ++i) {
      v[i] = Expr::variable(fmt::format("{}.moved_frame.{}[{}]", joint->path(), name, i + 1));
      flat.variables.push_back(FlatVariable{
          v[i], v[i].name(), {.unit = unit, .description = description}, joint->path(), false});
      flat.equations.push_back({v[i], value[i],
                                fmt::format("{} (frame it moves, Newton-Euler tree of '{}')",
                                            joint->path(), world.component->path())});
    }
    return v;
  };

  // Orientation and position of every frame in world axes are needed for
  // position sensors and forces given in world axes (loop closure uses poses
  // relative to the loop's root, below).
  bool body_kinematics = false;
  for (const auto& [node, bodies] : bodies_at)
    for (const ElementRef* b : bodies) body_kinematics = body_kinematics || b->data.has_kinematics;
  bool damping = false;
  for (const ElementRef* f : line_forces) damping = damping || f->data.uses_speed;
  const bool need_pose = !sensors.empty() || !forces.empty() || !frame_sensors.empty() ||
                         !frame_forces.empty() || !line_forces.empty() ||
                         !mass_line_forces.empty() || body_kinematics || point_gravity;
  // Origin velocities only for frame sensors, dampers and bodies' v_0.
  const bool need_velocity =
      !frame_sensors.empty() || damping || body_kinematics || !mass_line_forces.empty();
  // Uniform gravity is the World frame's fictitious acceleration -g; point
  // gravity acts on each body's centre of mass instead.
  const Vec3 uniform_gravity = point_gravity ? Vec3{} : world.data.gravity;

  // Forward pass: velocities and accelerations of every frame; the World's
  // frame accelerates with -g, so that gravity needs no separate term.
  std::map<int, Kinematics> kin;
  kin[root].a = -uniform_gravity;
  kin[root].R = identity3();
  for (const TreeStep& s : steps) {
    const ElementData& d = s.edge->data;
    const Kinematics& p = kin[s.from];
    Kinematics& c = kin[s.to];
    if (need_pose) {
      const Placement x = edge_placement(d, s.reversed);
      c.R = product(x.E, p.R);
      c.r0 = p.r0 + transpose_times(p.R, x.r);
    }
    switch (d.kind) {
      case ElementKind::FixedTransform: {
        const Matrix3d e = s.reversed ? transpose(d.rotation) : d.rotation;
        const Mat3 E = to_expr(e);
        const Vec3 r = s.reversed ? -(to_expr(d.rotation) * d.r) : d.r;
        c.w = E * p.w;
        c.dw = E * p.dw;
        c.a = E * (p.a + cross(p.dw, r) + cross(p.w, cross(p.w, r)));
        if (need_velocity) c.v = E * (p.v + cross(p.w, r));
        break;
      }
      case ElementKind::Revolute: {
        // Traversed from frame_b, frame_a turns by phi about -n relative to frame_b.
        const double sign = s.reversed ? -1.0 : 1.0;
        const Vector3d u{sign * d.axis[0], sign * d.axis[1], sign * d.axis[2]};
        const Mat3 E = rotation_transpose(u, d.q);
        const Vec3 wp = E * p.w;
        c.w = wp + d.qd * to_expr(u);
        c.dw = E * p.dw + cross(wp, d.qd * to_expr(u)) + d.qdd * to_expr(u);
        c.a = E * p.a;
        if (need_velocity) c.v = E * p.v;
        break;
      }
      case ElementKind::Prismatic: {
        const double sign = s.reversed ? -1.0 : 1.0;
        const Vec3 u = to_expr(Vector3d{sign * d.axis[0], sign * d.axis[1], sign * d.axis[2]});
        const Vec3 r = d.q * u;
        c.w = p.w;
        c.dw = p.dw;
        c.a = p.a + cross(p.dw, r) + cross(p.w, cross(p.w, r)) + 2.0 * cross(p.w, d.qd * u) +
              d.qdd * u;
        if (need_velocity) c.v = p.v + cross(p.w, r) + d.qd * u;
        break;
      }
      case ElementKind::FreeMotion: {
        // As a prismatic motion along r_rel (frame_a axes) followed by a
        // turn with relative angular velocity w_rel (frame_b axes).
        const Mat3 E = free_motion_rotation(d);
        const Vec3& r = d.r_rel;
        const Vec3 wp = E * p.w;
        c.w = wp + d.w_rel;
        c.dw = E * p.dw + cross(wp, d.w_rel) + d.z_rel;
        c.a = E * (p.a + cross(p.dw, r) + cross(p.w, cross(p.w, r)) + 2.0 * cross(p.w, d.v_rel) +
                   d.a_rel);
        if (need_velocity) c.v = E * (p.v + cross(p.w, r) + d.v_rel);
        break;
      }
      default:
        throw InternalError("multibody: a tree step on an element that is not an edge");
    }
    if (auto b = boundary.find(s.to); b != boundary.end()) {
      c.w = unknowns(b->second, "w", c.w, "rad/s", "angular velocity (own axes)");
      c.dw = unknowns(b->second, "z", c.dw, "rad/s2", "angular acceleration (own axes)");
      c.a = unknowns(b->second, "a_g", c.a, "m/s2", "acceleration minus gravity (own axes)");
      if (need_pose) {
        for (std::size_t i = 0; i < 3; ++i)
          c.R[i] = unknowns(b->second, fmt::format("R{}", i + 1), c.R[i], "",
                            "row of the world-to-frame rotation");
        c.r0 = unknowns(b->second, "r_0", c.r0, "m", "origin in the world frame");
      }
      if (need_velocity) c.v = unknowns(b->second, "v", c.v, "m/s", "origin velocity (own axes)");
    }
  }

  // Massless points: world axes, at rest in rotation.
  for (const MasslessPoint& p : points) {
    const ElementData& d = p.placed_by->data;
    const Kinematics& from = kin[nodes.node(p.at_frame_b ? d.frame_a : d.frame_b)];
    Kinematics& k = kin[p.node];
    k.R = identity3();
    k.r0 = p.at_frame_b ? from.r0 + d.r_rel_0 : from.r0 - d.r_rel_0;
  }

  // Bodies: the force and moment (about the frame origin) their motion needs.
  std::map<int, Wrench> wrench;
  for (auto& [node, bodies] : bodies_at) {
    if (!step_to.count(node)) continue;
    const Kinematics& k = kin[node];
    Wrench& total = wrench[node];
    for (const ElementRef* b : bodies) {
      const ElementData& d = b->data;
      Vec3 a_cm = k.a + cross(k.dw, d.r_cm) + cross(k.w, cross(k.w, d.r_cm));
      if (point_gravity) {
        // MSL World.gravityAcceleration, PointGravity: g = -mu r / |r|^3 at the CM.
        const Vec3 r_cm0 = k.r0 + transpose_times(k.R, d.r_cm);
        const Expr r2 = dot(r_cm0, r_cm0);
        a_cm = a_cm + (world.data.mu / (r2 * sqrt(r2))) * (k.R * r_cm0);
      }
      const Vec3 f = d.mass * a_cm;
      total.f = total.f + f;
      total.n = total.n + d.inertia * k.dw + cross(k.w, d.inertia * k.w) + cross(d.r_cm, f);
      if (d.has_kinematics) {
        // MSL Body: r_0, v_0 = der(r_0), a_0 = der(v_0) in world axes; w_a, z_a in frame_a's.
        const std::string origin = b->component->path() + origin_suffix;
        const BodyKinematics value{k.r0, transpose_times(k.R, k.v),
                                   transpose_times(k.R, k.a) + uniform_gravity, k.w, k.dw};
        const BodyKinematics& out = d.kinematics;
        for (std::size_t i = 0; i < 3; ++i) {
          flat.equations.push_back({out.r_0[i], value.r_0[i], origin});
          flat.equations.push_back({out.v_0[i], value.v_0[i], origin});
          flat.equations.push_back({out.a_0[i], value.a_0[i], origin});
          flat.equations.push_back({out.w_a[i], value.w_a[i], origin});
          flat.equations.push_back({out.z_a[i], value.z_a[i], origin});
        }
      }
    }
  }

  // 1-D rotors in a housing frame (MSL Parts.Rotor1D, RotorWith3DEffects):
  // the housing's angular velocity and acceleration (own axes) for the
  // rotor's equation, and the gyroscopic torque w_a × (J n w) - n (J n·z_a)
  // the rotor needs from the housing.
  for (const ElementRef* rotor : rotors) {
    const ElementData& d = rotor->data;
    const int node = nodes.node(d.frame_a);
    const Kinematics& k = kin[node];
    const std::string origin = rotor->component->path() + origin_suffix;
    for (std::size_t i = 0; i < 3; ++i) {
      flat.equations.push_back({d.kinematics.w_a[i], k.w[i], origin});
      flat.equations.push_back({d.kinematics.z_a[i], k.dw[i], origin});
    }
    const Vec3 nJ = d.mass * to_expr(d.axis);
    Wrench& w = wrench[node];
    w.n = w.n + cross(d.kinematics.w_a, d.qd * nJ) - dot(nJ, d.kinematics.z_a) * to_expr(d.axis);
  }

  // Sensors: the frame's origin in world coordinates.
  for (const ElementRef* sensor : sensors) {
    const Kinematics& k = kin[nodes.node(sensor->data.frame_a)];
    for (std::size_t i = 0; i < 3; ++i)
      flat.equations.push_back(
          {sensor->data.signal[i], k.r0[i], sensor->component->path() + origin_suffix});
  }
  // Frame sensors (MSL AbsoluteSensor, RelativeSensor): see sensor_equations.
  for (const ElementRef* sensor : frame_sensors)
    sensor_equations(*sensor, kin[nodes.node(sensor->data.frame_a)],
                     sensor->data.frame_b ? &kin[nodes.node(sensor->data.frame_b)] : nullptr,
                     uniform_gravity, sensor->component->path() + origin_suffix, flat);
  // External forces and torques act on the frame: the motion needs that much
  // less from the tree. Inputs in world axes turn with R into the frame's.
  for (const ElementRef* force : forces) {
    const int node = nodes.node(force->data.frame_a);
    const bool world_axes = force->data.resolve == ResolveInFrame::world;
    Wrench& w = wrench[node];
    w.f = w.f - (world_axes ? kin[node].R * force->data.signal : force->data.signal);
    w.n = w.n - (world_axes ? kin[node].R * force->data.torque : force->data.torque);
  }
  // Forces between two frames (MSL ForceAndTorque): force and torque on
  // frame_b; on frame_a the reversed force and the reversed torque plus the
  // moment of the force about frame_a's origin (the element is massless).
  for (const ElementRef* load : frame_forces) {
    const ElementData& d = load->data;
    const int na = nodes.node(d.frame_a), nb = nodes.node(d.frame_b);
    const Kinematics& ka = kin[na];
    const Kinematics& kb = kin[nb];
    auto in_world = [&](const Vec3& v) -> Vec3 {
      switch (d.resolve) {
        case ResolveInFrame::world:
          return v;
        case ResolveInFrame::frame_a:
          return transpose_times(ka.R, v);
        case ResolveInFrame::frame_b:
          return transpose_times(kb.R, v);
        case ResolveInFrame::frame_resolve:
          return transpose_times(kin[nodes.node(d.frame_resolve)].R, v);
      }
      return v;
    };
    const bool b_axes = d.resolve == ResolveInFrame::frame_b;
    const Vec3 f0 = in_world(d.signal), t0 = in_world(d.torque);
    Wrench& wb = wrench[nb];
    wb.f = wb.f - (b_axes ? d.signal : kb.R * f0);
    wb.n = wb.n - (b_axes ? d.torque : kb.R * t0);
    Wrench& wa = wrench[na];
    wa.f = wa.f + ka.R * f0;
    wa.n = wa.n + ka.R * (cross(kb.r0 - ka.r0, f0) + t0);
  }
  // Line forces (MSL PartialLineForce): f along the unit vector e from
  // frame_a's origin to frame_b's pulls frame_a by +f e and frame_b by -f e.
  std::map<int, Vec3> point_force;  // massless point -> net line force on it, world axes
  // Start values of the line's length and direction from the start values of
  // the joints (and of a massless point's r_rel_0): the balance of the forces
  // on a massless point is a nonlinear system that needs consistent guesses.
  std::unordered_map<std::uint64_t, FlatVariable*> flat_variable;
  std::unordered_map<std::uint64_t, double> start_value;
  if (!line_forces.empty() || !mass_line_forces.empty()) {
    for (FlatVariable& v : flat.variables) {
      flat_variable[v.symbol.symbol_id()] = &v;
      start_value[v.symbol.symbol_id()] = v.options.start.value_or(0.0);
    }
    for (const FlatParameter& p : flat.parameters)
      start_value[p.decl.symbol.symbol_id()] = p.decl.value;
  }
  auto at_start = [&](const Expr& e) {
    return evaluate(e, [&](const Expr& leaf) {
      if (leaf.op() != Op::Variable && leaf.op() != Op::Parameter) return 0.0;
      const auto it = start_value.find(leaf.symbol_id());
      return it == start_value.end() ? 0.0 : it->second;
    });
  };
  auto set_start = [&](const Expr& variable, double value) {
    if (auto it = flat_variable.find(variable.symbol_id()); it != flat_variable.end())
      if (std::isfinite(value)) it->second->options.start = value;
  };
  for (const ElementRef* lf : line_forces) {
    const ElementData& d = lf->data;
    const std::string origin = lf->component->path() + origin_suffix;
    const int na = nodes.node(d.frame_a), nb = nodes.node(d.frame_b);
    const bool places_a = point_index.count(na) && points[point_index[na]].placed_by == lf;
    const bool places_b = point_index.count(nb) && points[point_index[nb]].placed_by == lf;
    const Vec3 r_rel = kin[nb].r0 - kin[na].r0;
    if (!places_a && !places_b)
      for (std::size_t i = 0; i < 3; ++i) {
        flat.equations.push_back({d.r_rel_0[i], r_rel[i], origin});
        set_start(d.r_rel_0[i], at_start(r_rel[i]));
      }
    const double length_start = std::sqrt(at_start(dot(r_rel, r_rel)));
    if (length_start > 0) {
      set_start(d.length, length_start);
      set_start(d.s, length_start);
      start_value[d.s.symbol_id()] = length_start;
      set_start(d.line_force, at_start(d.force_law));
    }
    flat.equations.push_back({d.length, sqrt(dot(d.r_rel_0, d.r_rel_0)), origin});
    flat.equations.push_back({d.s, no_event(max(d.length, d.s_small)), origin});
    const Vec3 e0 = (1.0 / d.s) * d.r_rel_0;
    if (d.uses_speed) {
      const Vec3 v_rel =
          transpose_times(kin[nb].R, kin[nb].v) - transpose_times(kin[na].R, kin[na].v);
      flat.equations.push_back({d.s_dot, dot(e0, v_rel), origin});
    }
    const Vec3 on_a = d.line_force * e0;
    for (const auto& [node, force] : {std::pair{na, on_a}, std::pair{nb, -on_a}}) {
      if (point_index.count(node)) {
        Vec3& sum = point_force[node];
        sum = sum + force;
      } else {
        Wrench& w = wrench[node];
        w.f = w.f - kin[node].R * force;
      }
    }
  }
  // Line forces with point masses on the line (MSL Forces.LineForceWithTwoMasses,
  // equations from its power balance): r_CM1 = r_a + L_a e, r_CM2 = r_b - L_b e,
  // ag_i their accelerations minus gravity; aux = (m_a L_a ag_1 - m_b L_b
  // ag_2) / length, aux⊥ its part normal to e; frame_a supplies m_a ag_1 -
  // aux⊥ - e fa, frame_b m_b ag_2 + aux⊥ - e fb.
  for (const ElementRef* lf : mass_line_forces) {
    const ElementData& d = lf->data;
    const LineMasses& lm = d.line_masses;
    const std::string origin = lf->component->path() + origin_suffix;
    const int na = nodes.node(d.frame_a), nb = nodes.node(d.frame_b);
    const Kinematics& ka = kin[na];
    const Kinematics& kb = kin[nb];
    const Vec3 r_rel = kb.r0 - ka.r0;
    for (std::size_t i = 0; i < 3; ++i) {
      flat.equations.push_back({d.r_rel_0[i], r_rel[i], origin});
      set_start(d.r_rel_0[i], at_start(r_rel[i]));
    }
    const double length_start = std::sqrt(at_start(dot(r_rel, r_rel)));
    set_start(d.length, length_start);
    set_start(d.s, length_start);
    flat.equations.push_back({d.length, sqrt(dot(d.r_rel_0, d.r_rel_0)), origin});
    flat.equations.push_back({d.s, no_event(max(d.length, d.s_small)), origin});
    const Vec3 e = (1.0 / d.s) * d.r_rel_0;
    // The origins' velocities and accelerations minus gravity, world axes.
    const Vec3 va = transpose_times(ka.R, ka.v), vb = transpose_times(kb.R, kb.v);
    const Vec3 ag_a = transpose_times(ka.R, ka.a), ag_b = transpose_times(kb.R, kb.a);
    const Vec3 v = vb - va, acc = ag_b - ag_a;  // gravity cancels in acc
    // e = r / L: de/dt = (v - e (e.v)) / L, d2e/dt2 = (acc - e (e.acc) - e (de.v) - 2 de (e.v)) /
    // L.
    const Vec3 de = (1.0 / d.s) * (v - dot(e, v) * e);
    const Vec3 dde =
        (1.0 / d.s) * (acc - dot(e, acc) * e - dot(de, v) * e - (2.0 * dot(e, v)) * de);
    Vec3 ag1 = ag_a + lm.L_a * dde;
    Vec3 ag2 = ag_b - lm.L_b * dde;
    if (point_gravity) {
      // MSL World.gravityAcceleration, PointGravity, at each point mass.
      for (const auto& [ag, r0] :
           {std::pair{&ag1, ka.r0 + lm.L_a * e}, std::pair{&ag2, kb.r0 - lm.L_b * e}}) {
        const Expr r2 = dot(r0, r0);
        *ag = *ag + (world.data.mu / (r2 * sqrt(r2))) * r0;
      }
    }
    const Vec3 aux1 = (lm.m_a * lm.L_a / d.length) * ag1 - (lm.m_b * lm.L_b / d.length) * ag2;
    const Vec3 aux2 = aux1 - dot(aux1, e) * e;
    Wrench& wa = wrench[na];
    wa.f = wa.f + ka.R * (lm.m_a * ag1 - aux2 - lm.fa * e);
    Wrench& wb = wrench[nb];
    wb.f = wb.f + kb.R * (lm.m_b * ag2 + aux2 - lm.fb * e);
  }

  for (const MasslessPoint& p : points) {
    const Vec3& sum = point_force[p.node];
    for (std::size_t i = 0; i < 3; ++i)
      flat.equations.push_back(
          {sum[i], Expr(0.0),
           fmt::format("{} (balance of the line forces on the massless point at its {}, tree of "
                       "'{}')",
                       p.placed_by->component->path(), p.at_frame_b ? "frame_b" : "frame_a",
                       world.component->path())});
  }

  // Pose of a node relative to one of its tree ancestors (R: ancestor axes ->
  // own axes; r0: own origin in ancestor axes), composed as the forward pass.
  struct Pose {
    Mat3 R;
    Vec3 r0;
  };
  auto pose_relative_to = [&](int ancestor, int node) {
    std::vector<const TreeStep*> path;
    for (int n = node; n != ancestor; n = step_to.at(n)->from) path.push_back(step_to.at(n));
    Pose pose{identity3(), Vec3{Expr(0.0), Expr(0.0), Expr(0.0)}};
    for (auto it = path.rbegin(); it != path.rend(); ++it) {
      const Placement x = edge_placement((*it)->edge->data, (*it)->reversed);
      pose.r0 = pose.r0 + transpose_times(pose.R, x.r);
      pose.R = product(x.E, pose.R);
    }
    return pose;
  };
  auto common_ancestor = [&](int a, int b) {
    std::set<int> above_a;
    for (int n = a;; n = step_to.at(n)->from) {
      above_a.insert(n);
      if (!step_to.at(n)) break;
    }
    int n = b;
    while (!above_a.count(n)) n = step_to.at(n)->from;
    return n;
  };

  // The elements around the loop that `cut` closes, the cut first.
  auto loop_elements = [&](const ElementRef* cut, int na, int nb) {
    std::vector<const Element*> loop{cut->component};
    std::vector<const Element*> pa, pb;
    for (const TreeStep* s = step_to[na]; s; s = step_to[s->from]) pa.push_back(s->edge->component);
    for (const TreeStep* s = step_to[nb]; s; s = step_to[s->from]) pb.push_back(s->edge->component);
    while (!pa.empty() && !pb.empty() && pa.back() == pb.back()) {
      pa.pop_back();
      pb.pop_back();
    }
    loop.insert(loop.end(), pa.begin(), pa.end());
    loop.insert(loop.end(), pb.rbegin(), pb.rend());
    return loop;
  };
  std::unordered_map<std::uint64_t, double> parameter_value;
  for (const FlatParameter& p : flat.parameters)
    parameter_value[p.decl.symbol.symbol_id()] = p.decl.value;
  auto parameter_leaf = [&](const Expr& leaf) {
    if (leaf.op() == Op::Parameter)
      if (auto it = parameter_value.find(leaf.symbol_id()); it != parameter_value.end())
        return it->second;
    return 0.0;  // not yet collected: no check
  };
  std::vector<LoopClosure> closures;
  const char* axis_name[3] = {"x", "y", "z"};

  // Cut joints (Otter et al. 2003; Featherstone 2008, Ch. 8): frame_b must sit
  // where the cut element places it relative to frame_a (3 position and 3
  // orientation residues, reduced by Pantelides like any constraint); the
  // cut force and torque it transmits (new unknowns, on frame_b, frame_b axes,
  // about its origin) act with opposite sign on frame_a's side.
  for (const ElementRef* cut : cuts) {
    const ElementData& d = cut->data;
    const std::string& path = cut->component->path();
    const int na = nodes.node(d.frame_a), nb = nodes.node(d.frame_b);
    const std::string origin =
        path + " (loop closure, cut joint of the tree of '" + world.component->path() + "')";
    // Both poses relative to the loop's own root, not the World: joints
    // between the World and the loop (a base turning about z under a planar
    // loop) would otherwise enter as c² + s² products that do not fold, and a
    // planar loop's out-of-plane residues would no longer vanish symbolically.
    const int loop_root = common_ancestor(na, nb);
    const Pose ka = pose_relative_to(loop_root, na);
    const Pose kb = pose_relative_to(loop_root, nb);
    LoopClosure closure{.cut = path,
                        .cut_type = cut->component->type_name(),
                        .loop = {},
                        .residues = {},
                        .residue_names = {},
                        .residue_units = {},
                        .planar = {}};
    // The loop's joints (its rigid parts are named by the messages that need them).
    for (const Element* e : loop_elements(cut, na, nb)) {
      const ElementKind k = e == cut->component ? cut->data.kind : e->element().kind;
      if (k == ElementKind::Revolute || k == ElementKind::Prismatic ||
          k == ElementKind::PlanarLoopRevolute)
        closure.loop.push_back(e->path());
    }
    std::unordered_map<const void*, bool> fixed_memo;

    if (d.kind == ElementKind::PlanarLoopRevolute) {
      // MSL RevolutePlanarLoopConstraint: frame_b's origin on frame_a's in the
      // plane normal to n (two residues along in-plane axes ex, ey of frame_a);
      // the cut force lies in that plane, the cut torques are zero. The
      // out-of-plane offset and tilt must vanish (checked once assembled).
      const Vector3d& e = d.axis;
      const auto [ex, ey] = normal_axes(e);
      const Vec3 gap = ka.R * (kb.r0 - ka.r0);  // frame_b's origin in frame_a axes
      const Mat3 a_to_b = product(kb.R, transposed(ka.R));
      Vec3 force_a{Expr(0.0), Expr(0.0), Expr(0.0)};  // on frame_b's side, frame_a axes
      int k = 0;
      for (const Vector3d* dir :
           {static_cast<const Vector3d*>(&ex), static_cast<const Vector3d*>(&ey)}) {
        const Expr residue = dot(to_expr(*dir), gap);
        ++k;
        if (fixed_by_parameters(residue, fixed_memo)) {
          const double value = evaluate(residue, parameter_leaf);
          if (std::fabs(value) > 1e-12)
            throw ModelError(fmt::format(
                "multibody: the kinematic loop closed by {} '{}' ({}) cannot close: frame_b's "
                "origin is {:g} m off frame_a's in the plane normal to n whatever the joints do. "
                "Check the lengths and axes of the loop's parts.",
                cut->component->type_name(), path, joined_paths(loop_elements(cut, na, nb)),
                value));
          continue;  // a loop fixed in this direction: no force needed along it
        }
        flat.equations.push_back({residue, Expr(0.0), origin});
        closure.residues.push_back(residue);
        closure.residue_names.push_back(
            fmt::format("offset of frame_b's origin from frame_a's along in-plane axis {}", k));
        closure.residue_units.push_back("m");
        const Expr f = Expr::variable(fmt::format("{}.f_c[{}]", path, k));
        flat.variables.push_back(FlatVariable{
            f,
            f.name(),
            {.unit = "N", .description = "cut force on frame_b's side, in the joint's plane"},
            path,
            false});
        force_a = force_a + f * to_expr(*dir);
      }
      // Out of the plane: offset along n, and n turned by the loop.
      const Vec3 n_expr = to_expr(e);
      closure.planar.push_back(dot(n_expr, gap));
      closure.planar.push_back(dot(n_expr, a_to_b * to_expr(ex)));
      closure.planar.push_back(dot(n_expr, a_to_b * to_expr(ey)));
      for (const Expr& p : closure.planar)
        if (fixed_by_parameters(p, fixed_memo) && std::fabs(evaluate(p, parameter_leaf)) > 1e-12)
          throw ModelError(fmt::format(
              "multibody: {} '{}' closes a loop ({}) that cannot move in the plane normal to "
              "its axis n (frame_b is offset along n or tilted out of that plane whatever the "
              "joints do). A RevolutePlanarLoopConstraint belongs in a planar loop; use a "
              "Revolute with closes_loop instead, or correct the axes and offsets of the "
              "loop's parts.",
              cut->component->type_name(), path, joined_paths(loop_elements(cut, na, nb))));
      closures.push_back(std::move(closure));
      Wrench& wb = wrench[nb];
      wb.f = wb.f - a_to_b * force_a;
      Wrench& wa = wrench[na];
      wa.f = wa.f + force_a;
      continue;
    }

    if (is_constraint_joint(d.kind)) {
      // MSL Joints.Constraints: frame_b's origin on frame_a's along the
      // locked axes (frame_a axes; all three but for Prismatic and Universal
      // with x/y/z_locked false). Rotations: a revolute keeps the relative
      // rotation about n (the skew part of R_b R_aᵀ along the two axes normal
      // to n vanishes, 2 residues), a prismatic none (3, the atan2 form of a
      // rigid cut), a universal keeps n_b normal to n_a (1), a spherical is
      // free. Constraint force and torque (unknowns, frame_a axes) act on
      // frame_b's side and, reversed, on frame_a's, with the force's moment
      // about frame_a's origin where the origins may part.
      const Vec3 gap = ka.R * (kb.r0 - ka.r0);
      const Mat3 a_to_b = product(kb.R, transposed(ka.R));
      const Vec3 twist{a_to_b[2][1] - a_to_b[1][2], a_to_b[0][2] - a_to_b[2][0],
                       a_to_b[1][0] - a_to_b[0][1]};
      const auto [e1, e2] = normal_axes(d.axis);
      Vec3 force_a{Expr(0.0), Expr(0.0), Expr(0.0)}, torque_a{Expr(0.0), Expr(0.0), Expr(0.0)};
      auto constrain = [&](const Expr& residue, const Vec3& direction, bool position,
                           std::size_t index, const std::string& name) {
        if (fixed_by_parameters(residue, fixed_memo)) {
          const double value = evaluate(residue, parameter_leaf);
          if (std::fabs(value) > 1e-12)
            throw ModelError(fmt::format(
                "multibody: the kinematic loop closed by {} '{}' ({}) cannot close: its {} "
                "is the constant {:g} whatever the joints do. Check the lengths and axes of the "
                "loop's parts.",
                cut->component->type_name(), path, joined_paths(loop_elements(cut, na, nb)), name,
                value));
          return;  // holds identically: no constraint force needed along it
        }
        flat.equations.push_back({residue, Expr(0.0), origin});
        closure.residues.push_back(residue);
        closure.residue_names.push_back(name);
        closure.residue_units.push_back(position ? "m" : "rad");
        const Expr effort = Expr::variable(
            fmt::format("{}.{}[{}]", path, position ? "cut_force" : "cut_torque_normal", index));
        flat.variables.push_back(FlatVariable{
            effort,
            effort.name(),
            {.unit = position ? "N" : "N.m",
             .description = position ? "constraint force on frame_b's side, frame_a axes"
                                     : "constraint torque on frame_b's side, normal to n"},
            path,
            false});
        Vec3& sum = position ? force_a : torque_a;
        sum = sum + effort * direction;
      };
      for (std::size_t i = 0; i < 3; ++i) {
        if (!d.locked[i]) continue;
        Vector3d axis{0, 0, 0};
        axis[i] = 1;
        constrain(gap[i], to_expr(axis), true, i + 1,
                  fmt::format("offset of frame_b's origin along {} of frame_a", axis_name[i]));
      }
      if (d.kind == ElementKind::RevoluteConstraint) {
        constrain(dot(to_expr(e1), twist), to_expr(e1), false, 1,
                  "orientation error normal to n (1)");
        constrain(dot(to_expr(e2), twist), to_expr(e2), false, 2,
                  "orientation error normal to n (2)");
      } else if (d.kind == ElementKind::PrismaticConstraint) {
        const Vec3 cosine{a_to_b[1][1] + a_to_b[2][2], a_to_b[0][0] + a_to_b[2][2],
                          a_to_b[0][0] + a_to_b[1][1]};
        for (std::size_t i = 0; i < 3; ++i) {
          Vector3d axis{0, 0, 0};
          axis[i] = 1;
          constrain(atan2(twist[i], cosine[i]), to_expr(axis), false, i + 1,
                    fmt::format("orientation error about {}", axis_name[i]));
        }
      } else if (d.kind == ElementKind::UniversalConstraint) {
        // n_b in frame_a axes; the residue's gradient over a small rotation
        // of frame_b is along n_a × n_b, so is the constraint torque.
        const Vec3 n_b_in_a = transpose_times(a_to_b, to_expr(d.second_axis));
        constrain(dot(to_expr(d.axis), n_b_in_a), cross(to_expr(d.axis), n_b_in_a), false, 1,
                  "cosine between n_a and n_b");
      }
      closures.push_back(std::move(closure));
      Wrench& wb = wrench[nb];
      wb.f = wb.f - a_to_b * force_a;
      wb.n = wb.n - a_to_b * torque_a;
      Wrench& wa = wrench[na];
      wa.f = wa.f + force_a;
      wa.n = wa.n + torque_a;
      if (!(d.locked[0] && d.locked[1] && d.locked[2])) wa.n = wa.n + cross(gap, force_a);
      continue;
    }

    const Placement x = edge_placement(d, false);
    const Vec3 gap = ka.R * (kb.r0 - ka.r0) - x.r;
    // Q = Eᵀ R_b R_aᵀ = I; its skew part measures the orientation error. The
    // residue about axis i is atan2(skew_i, Q_jj + Q_kk): the rotation angle
    // about that axis for a rotation about it, and never zero at a 180° error
    // (where the skew part alone vanishes too, the mirrored assembly that
    // reverses the cut forces: MSL's Frames.Orientation.equalityConstraint
    // uses an atan2 form for the same reason).
    const Mat3 q = product(transposed(x.E), product(kb.R, transposed(ka.R)));
    const Vec3 twist{q[2][1] - q[1][2], q[0][2] - q[2][0], q[1][0] - q[0][1]};
    const Vec3 cosine{q[1][1] + q[2][2], q[0][0] + q[2][2], q[0][0] + q[1][1]};
    // A constraint that folds to a constant holds identically: the loop is
    // planar (e.g. all axes parallel) or doubly closed, and the cut force or
    // torque along that direction is statically undetermined. As MSL's
    // RevolutePlanarLoopConstraint, the residue is dropped and that cut
    // component is zero (a planar revolute loop keeps 2 position residues and
    // 1 angle residue in its plane). A constant that is not zero is a loop
    // that cannot close.
    Vec3 force, torque;
    for (std::size_t i = 0; i < 3; ++i) {
      for (const bool position : {true, false}) {
        const Expr& residue = position ? gap[i] : twist[i];
        Expr& effort = position ? force[i] : torque[i];
        if (fixed_by_parameters(residue, fixed_memo)) {
          const double value = evaluate(residue, parameter_leaf);
          if (std::fabs(value) > 1e-12)
            throw ModelError(fmt::format(
                "multibody: the kinematic loop closed by {} '{}' ({}) cannot close: its {} "
                "closure residue {} is the constant {:g} whatever the joints do. Check the "
                "lengths and axes of the loop's parts.",
                cut->component->type_name(), path, joined_paths(loop_elements(cut, na, nb)),
                position ? "position" : "orientation", i + 1, value));
          effort = Expr(0.0);
          continue;
        }
        const Expr constraint = position ? residue : atan2(residue, cosine[i]);
        flat.equations.push_back({constraint, Expr(0.0), origin});
        closure.residues.push_back(constraint);
        closure.residue_names.push_back(
            position ? fmt::format("offset of frame_b's origin along {} of frame_a", axis_name[i])
                     : fmt::format("orientation error about {}", axis_name[i]));
        closure.residue_units.push_back(position ? "m" : "rad");
        effort = Expr::variable(
            fmt::format("{}.{}[{}]", path, position ? "cut_force" : "cut_torque", i + 1));
        flat.variables.push_back(FlatVariable{
            effort,
            effort.name(),
            {.unit = position ? "N" : "N.m",
             .description = position ? "cut force on frame_b" : "cut torque on frame_b"},
            path,
            false});
      }
    }
    closures.push_back(std::move(closure));
    if (d.kind == ElementKind::Revolute)
      flat.equations.push_back({d.effort, dot(to_expr(d.axis), torque), path + origin_suffix});
    if (d.kind == ElementKind::Prismatic)
      flat.equations.push_back({d.effort, dot(to_expr(d.axis), force), path + origin_suffix});
    Wrench& wb = wrench[nb];
    wb.f = wb.f - force;
    wb.n = wb.n - torque;
    Wrench& wa = wrench[na];
    const Vec3 fa = transpose_times(x.E, force);
    wa.f = wa.f + fa;
    wa.n = wa.n + transpose_times(x.E, torque) + cross(x.r, fa);
  }

  // Backward pass: each subtree's wrench crosses its edge; a joint's effort is
  // its projection on the axis.
  for (auto it = steps.rbegin(); it != steps.rend(); ++it) {
    const TreeStep& s = *it;
    const ElementData& d = s.edge->data;
    if (auto b = boundary.find(s.to); b != boundary.end()) {
      Wrench& w = wrench[s.to];
      w.f = unknowns(b->second, "f", w.f, "N", "force the subtree needs (own axes)");
      w.n = unknowns(b->second, "t", w.n, "N.m", "torque the subtree needs (own axes)");
    }
    const Wrench& c = wrench[s.to];
    if (d.kind == ElementKind::FreeMotion) {
      // Transmits nothing: the subtree's force and moment are zero.
      const std::string& path = s.edge->component->path();
      for (std::size_t i = 0; i < 3; ++i)
        for (const bool force : {true, false}) {
          const Expr& value = force ? c.f[i] : c.n[i];
          if (value.is_constant())
            throw ModelError(fmt::format(
                "multibody: FreeMotion '{}' moves no {} along axis {} of its frame_b: nothing "
                "beyond frame_b has {}, so that coordinate is undetermined. Attach a Body with "
                "mass and inertia to {}.frame_b.",
                path, force ? "mass" : "inertia", "xyz"[i], force ? "mass" : "inertia", path));
          flat.equations.push_back({value, Expr(0.0), path + origin_suffix});
        }
      continue;
    }
    if (is_joint(d)) {
      // The axis in the traversal direction is sign * n; the effort drives frame_b along +n.
      const double sign = s.reversed ? -1.0 : 1.0;
      const Expr along = sign * dot(to_expr(d.axis), d.kind == ElementKind::Revolute ? c.n : c.f);
      check_moves_mass(*s.edge, along);
      flat.equations.push_back({d.effort, along, s.edge->component->path() + origin_suffix});
    }
    // The wrench in the parent's axes, about its origin.
    const Placement x = edge_placement(d, s.reversed);
    const Vec3 f = transpose_times(x.E, c.f);
    Wrench& p = wrench[s.from];
    p.f = p.f + f;
    p.n = p.n + transpose_times(x.E, c.n) + cross(x.r, f);
  }

  // Closed loops: assembled from the start values (branch, diagnostics).
  assemble_loops(closures, flat);
}

}  // namespace acausal::multibody
