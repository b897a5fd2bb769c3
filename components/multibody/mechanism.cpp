// The mechanism assembler: multibody components connected by frames form a
// kinematic graph (nodes: physical frames, edges: transforms and joints,
// bodies hanging at nodes); a breadth-first spanning tree from the World gives
// the joint coordinates, and the recursive Newton-Euler algorithm, written in
// Expr, gives one equation per joint, effort = axis · (cut force of its
// subtree). Featherstone 2008, Rigid Body Dynamics Algorithms, Sec. 5.3
// (RNEA, gravity as a fictitious base acceleration); Otter, Elmqvist, Mattsson
// 2003, The new Modelica MultiBody library (frames, rooted trees).
#include <algorithm>
#include <deque>
#include <map>
#include <numeric>
#include <unordered_map>

#include <fmt/format.h>

#include "components/multibody/element.hpp"
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
};
struct Wrench {
  Vec3 f{}, n{};  // force, moment about the frame's origin, own axes
};

/// One traversed edge of the spanning tree, from node `from` to node `to`.
struct TreeStep {
  const ElementRef* edge;
  bool reversed;  // traversed from frame_b to frame_a
  int from, to;
};

std::string joined_paths(const std::vector<const Element*>& elements) {
  std::string s;
  for (std::size_t i = 0; i < elements.size(); ++i)
    s += (i ? ", '" : "'") + elements[i]->path() + "'";
  return s;
}

}  // namespace

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

  // Incidence: node -> edges (two-frame elements) and bodies at the node.
  std::map<int, std::vector<const ElementRef*>> edges_at, bodies_at;
  for (const ElementRef& e : elements) {
    switch (e.data.kind) {
      case ElementKind::World:
        nodes.node(e.data.frame_b);
        break;
      case ElementKind::Body:
        bodies_at[nodes.node(e.data.frame_a)].push_back(&e);
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
  std::deque<int> queue{root};
  step_to[root] = nullptr;
  while (!queue.empty()) {
    const int n = queue.front();
    queue.pop_front();
    for (const ElementRef* e : edges_at[n]) {
      if (used[e]) continue;
      used[e] = true;
      const int na = nodes.node(e->data.frame_a), nb = nodes.node(e->data.frame_b);
      const bool reversed = nb == n && na != n;
      const int other = reversed ? na : nb;
      if (step_to.count(other)) {
        // Both ends already in the tree: this element closes a kinematic loop.
        auto path_to_root = [&](int node) {
          std::vector<const Element*> p;
          for (const TreeStep* s = step_to[node]; s; s = step_to[s->from])
            p.push_back(s->edge->component);
          return p;
        };
        std::vector<const Element*> pa = path_to_root(n), pb = path_to_root(other);
        while (!pa.empty() && !pb.empty() && pa.back() == pb.back()) {
          pa.pop_back();
          pb.pop_back();
        }
        std::vector<const Element*> loop{e->component};
        loop.insert(loop.end(), pa.begin(), pa.end());
        loop.insert(loop.end(), pb.rbegin(), pb.rend());
        throw ModelError(
            fmt::format("multibody: {} '{}' closes a kinematic loop ({}); closed loops are not yet "
                        "supported (cut joints with loop-closure constraints are missing, see "
                        "docs/multibody.md). Open the loop, e.g. remove a connection of '{}'.",
                        e->component->type_name(), e->component->path(), joined_paths(loop),
                        e->component->path()));
      }
      steps.push_back({e, reversed, n, other});
      step_to[other] = &steps.back();
      queue.push_back(other);
    }
  }

  // Every element must hang from the World.
  std::vector<const Element*> detached;
  for (const ElementRef& e : elements) {
    const Port* f = e.data.frame_a ? e.data.frame_a : e.data.frame_b;
    if (!step_to.count(nodes.node(f))) detached.push_back(e.component);
  }
  if (!detached.empty())
    throw ModelError(
        fmt::format("multibody: {} not connected to World '{}' through frames, so their motion is "
                    "undefined. Connect them to the mechanism (a chain of frame connections from "
                    "'{}.frame_b'), or remove them.",
                    joined_paths(detached), world.component->path(), world.component->path()));

  const std::string origin_suffix =
      fmt::format(" (Newton-Euler equation of motion, tree of '{}')", world.component->path());

  // Forward pass: velocities and accelerations of every frame; the World's
  // frame accelerates with -g, so that gravity needs no separate term.
  std::map<int, Kinematics> kin;
  kin[root].a = -world.data.gravity;
  for (const TreeStep& s : steps) {
    const ElementData& d = s.edge->data;
    const Kinematics& p = kin[s.from];
    Kinematics& c = kin[s.to];
    switch (d.kind) {
      case ElementKind::FixedTransform: {
        const Matrix3d e = s.reversed ? transpose(d.rotation) : d.rotation;
        const Mat3 E = to_expr(e);
        const Vec3 r = s.reversed ? -(to_expr(d.rotation) * d.r) : d.r;
        c.w = E * p.w;
        c.dw = E * p.dw;
        c.a = E * (p.a + cross(p.dw, r) + cross(p.w, cross(p.w, r)));
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
        break;
      }
      default:
        throw InternalError("multibody: a tree step on an element that is not an edge");
    }
  }

  // Bodies: the force and moment (about the frame origin) their motion needs.
  std::map<int, Wrench> wrench;
  for (auto& [node, bodies] : bodies_at) {
    if (!step_to.count(node)) continue;
    const Kinematics& k = kin[node];
    Wrench& total = wrench[node];
    for (const ElementRef* b : bodies) {
      const ElementData& d = b->data;
      const Vec3 a_cm = k.a + cross(k.dw, d.r_cm) + cross(k.w, cross(k.w, d.r_cm));
      const Vec3 f = d.mass * a_cm;
      total.f = total.f + f;
      total.n = total.n + d.inertia * k.dw + cross(k.w, d.inertia * k.w) + cross(d.r_cm, f);
    }
  }

  // Backward pass: each subtree's wrench crosses its edge; a joint's effort is
  // its projection on the axis.
  for (auto it = steps.rbegin(); it != steps.rend(); ++it) {
    const TreeStep& s = *it;
    const ElementData& d = s.edge->data;
    const Wrench& c = wrench[s.to];
    Wrench& p = wrench[s.from];
    switch (d.kind) {
      case ElementKind::FixedTransform: {
        const Matrix3d e = s.reversed ? transpose(d.rotation) : d.rotation;
        const Mat3 E = to_expr(e);
        const Vec3 r = s.reversed ? -(to_expr(d.rotation) * d.r) : d.r;
        const Vec3 f = transpose_times(E, c.f);
        p.f = p.f + f;
        p.n = p.n + transpose_times(E, c.n) + cross(r, f);
        break;
      }
      case ElementKind::Revolute: {
        const double sign = s.reversed ? -1.0 : 1.0;
        const Vector3d u{sign * d.axis[0], sign * d.axis[1], sign * d.axis[2]};
        flat.equations.push_back({d.effort, sign * dot(to_expr(d.axis), c.n),
                                  s.edge->component->path() + origin_suffix});
        const Mat3 E = rotation_transpose(u, d.q);
        p.f = p.f + transpose_times(E, c.f);
        p.n = p.n + transpose_times(E, c.n);
        break;
      }
      case ElementKind::Prismatic: {
        const double sign = s.reversed ? -1.0 : 1.0;
        const Vec3 u = to_expr(Vector3d{sign * d.axis[0], sign * d.axis[1], sign * d.axis[2]});
        flat.equations.push_back({d.effort, sign * dot(to_expr(d.axis), c.f),
                                  s.edge->component->path() + origin_suffix});
        p.f = p.f + c.f;
        p.n = p.n + c.n + cross(d.q * u, c.f);
        break;
      }
      default:
        throw InternalError("multibody: a tree step on an element that is not an edge");
    }
  }
}

}  // namespace acausal::multibody
