#include "viewer/scene.hpp"

#include <cmath>
#include <deque>
#include <map>
#include <unordered_map>

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "components/multibody/body_box.hpp"
#include "components/multibody/body_cylinder.hpp"
#include "components/multibody/body_shape.hpp"
#include "core/errors.hpp"
#include "core/expr/evaluate.hpp"
#include "domains/multibody.hpp"
#include "viewer/frame_poses.hpp"
#include "viewer/shape_files.hpp"

namespace acausal::viewer {
namespace {

/// Union-find over frame ports: connected frames are one physical frame.
class FramePorts {
 public:
  int node(const Port* p) {
    auto [it, inserted] = index_.try_emplace(p, static_cast<int>(parent_.size()));
    if (inserted) {
      parent_.push_back(it->second);
      ports_.push_back(p);
    }
    return find(it->second);
  }
  void join(const Port* a, const Port* b) {
    const int ra = node(a), rb = node(b);
    if (ra != rb) parent_[static_cast<std::size_t>(std::max(ra, rb))] = std::min(ra, rb);
  }
  int find(int i) {
    while (parent_[static_cast<std::size_t>(i)] != i) i = parent_[static_cast<std::size_t>(i)];
    return i;
  }
  const std::vector<const Port*>& ports() const { return ports_; }

 private:
  std::unordered_map<const Port*, int> index_;
  std::vector<int> parent_;
  std::vector<const Port*> ports_;
};

struct ElementRef {
  const multibody::Element* component;
  multibody::ElementData data;
};

/// A shape to place once the nodes are known: attached to a port's frame.
struct PendingShape {
  const Port* frame;
  ShapeSpec shape;
};

double norm(const Vector3d& v) {
  return std::sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
}
Vector3d difference(const Vector3d& a, const Vector3d& b) {
  return {a[0] - b[0], a[1] - b[1], a[2] - b[2]};
}
Vector3d unit(const Vector3d& v) {
  const double n = norm(v);
  return n > 0 ? Vector3d{v[0] / n, v[1] / n, v[2] / n} : Vector3d{1, 0, 0};
}

class SceneBuilder {
 public:
  SceneBuilder(const std::function<double(const Expr&)>& parameter, const SceneOptions& options)
      : parameter_(parameter), options_(options) {}

  const std::vector<std::string>& notes() const { return notes_; }

  Vector3d value(const multibody::Vec3& v) const {
    return {evaluate_constant(v[0]), evaluate_constant(v[1]), evaluate_constant(v[2])};
  }
  double evaluate_constant(const Expr& e) const {
    return evaluate(e, [&](const Expr& leaf) {
      if (leaf.op() == Op::Parameter) return parameter_(leaf);
      return 0.0;  // sizes depend on parameters only
    });
  }

  // Every element, every frame connection and every shape, depth first.
  void collect(const Component& c, bool drawn_by_parent) {
    if (const auto* e = dynamic_cast<const multibody::Element*>(&c)) {
      elements_.push_back({e, e->element()});
      if (!drawn_by_parent) element_shapes(elements_.back());
    }
    for (const Connection& conn : c.connections()) {
      const Port& a = c.port_at(conn.a);
      const Port& b = c.port_at(conn.b);
      if (&a.type() == &multibody::frame_type()) frames_.join(&a, &b);
    }
    bool draws_children = drawn_by_parent;
    if (!drawn_by_parent) draws_children = shaped_body(c);
    for (const auto& child : c.children()) collect(*child, draws_children);
  }

  ViewScene finish(const Model& model) {
    ViewScene scene;
    scene.model = model.model_name();
    const ElementRef* world = nullptr;
    for (const ElementRef& e : elements_)
      if (e.data.kind == multibody::ElementKind::World) world = &e;
    if (!world)
      throw ModelError(fmt::format(
          "view: model '{}' has no multibody World, so there is nothing to draw in 3-D. Use "
          "`acausal plot` for its signals, or view a multibody model (`acausal list` names "
          "them: MultiBody examples, robots).",
          model.model_name()));
    // Nodes: physical frames; edges: two-frame elements.
    std::map<int, std::vector<const ElementRef*>> edges_at;
    for (const ElementRef& e : elements_) {
      using K = multibody::ElementKind;
      if (e.data.kind == K::FixedTransform || e.data.kind == K::Revolute ||
          e.data.kind == K::Prismatic) {
        edges_at[frames_.node(e.data.frame_a)].push_back(&e);
        edges_at[frames_.node(e.data.frame_b)].push_back(&e);
      }
    }
    // Breadth-first spanning tree from the World, as the mechanism assembler
    // builds it; elements that close loops are left out (the result satisfies
    // their constraints, so the tree alone places every frame).
    const int root = frames_.node(world->data.frame_b);
    std::map<int, int> index{{root, 0}};
    std::map<const ElementRef*, bool> used;
    std::deque<int> queue{root};
    while (!queue.empty()) {
      const int n = queue.front();
      queue.pop_front();
      for (const ElementRef* e : edges_at[n]) {
        if (used[e] || e->data.closes_loop) continue;
        used[e] = true;
        const int na = frames_.node(e->data.frame_a), nb = frames_.node(e->data.frame_b);
        const bool reversed = nb == n && na != n;
        const int other = reversed ? na : nb;
        if (index.count(other)) continue;  // a cut joint
        const int to = static_cast<int>(index.size());
        index[other] = to;
        TreeEdge edge;
        edge.from = index.at(n);
        edge.to = to;
        edge.kind = e->data.kind;
        edge.reversed = reversed;
        edge.axis = e->data.axis;
        edge.q = e->data.q;
        edge.rotation = e->data.rotation;
        edge.r = e->data.r;
        edge.component = e->component->path();
        scene.tree.push_back(edge);
        queue.push_back(other);
      }
    }
    scene.nodes.resize(index.size());
    for (const Port* p : frames_.ports()) {
      auto it = index.find(frames_.node(p));
      if (it != index.end()) scene.nodes[static_cast<std::size_t>(it->second)].push_back(p->path());
    }
    auto node_of = [&](const Port* p) {
      auto it = index.find(frames_.node(p));
      return it == index.end() ? -1 : it->second;
    };
    for (PendingShape& s : shapes_) {
      s.shape.node = node_of(s.frame);
      if (s.shape.node >= 0) scene.shapes.push_back(s.shape);
    }
    for (const ElementRef& e : elements_) {
      using K = multibody::ElementKind;
      if (e.data.kind != K::Revolute && e.data.kind != K::Prismatic) continue;
      const int node = node_of(e.data.frame_a);
      if (node >= 0)
        scene.joints.push_back(
            {e.component->path(), node, e.data.axis, e.data.kind == K::Prismatic});
    }
    const Vector3d g = value(world->data.gravity);
    if (norm(g) > 0) scene.up = unit({-g[0], -g[1], -g[2]});
    return scene;
  }

 private:
  // BodyBox, BodyCylinder, BodyShape: drawn whole; their inner parts are not drawn again.
  bool shaped_body(const Component& c) {
    if (const auto* box = dynamic_cast<const multibody::BodyBox*>(&c)) {
      const auto& p = box->params;
      const Vector3d span = difference(p.r, p.r_shape);
      const double length = p.length > 0 ? p.length : norm(span);
      const double width = p.width > 0 ? p.width : length / 20;
      ShapeSpec s{.component = c.path(),
                  .kind = ShapeKind::box,
                  .origin = p.r_shape,
                  .length_direction = unit(span),
                  .width_direction = p.width_direction,
                  .length = length,
                  .width = width,
                  .height = p.height >= 0 ? p.height : width};
      shapes_.push_back({box->frame_a.port, s});
      return true;
    }
    if (const auto* cyl = dynamic_cast<const multibody::BodyCylinder*>(&c)) {
      const auto& p = cyl->params;
      const Vector3d span = difference(p.r, p.r_shape);
      const double length = p.length > 0 ? p.length : norm(span);
      const double diameter = p.diameter > 0 ? p.diameter : length / 20;
      ShapeSpec s{.component = c.path(),
                  .kind = ShapeKind::cylinder,
                  .origin = p.r_shape,
                  .length_direction = unit(span),
                  .length = length,
                  .width = diameter,
                  .height = diameter};
      shapes_.push_back({cyl->frame_a.port, s});
      return true;
    }
    if (const auto* shape = dynamic_cast<const multibody::BodyShape*>(&c)) {
      const std::string& reference = shape->params.shape_file;
      const std::optional<std::string> file =
          reference.empty() ? std::nullopt : locate_shape_file(reference, options_.shape_folders);
      // A Modelica URI names a file of a library the project does not ship:
      // without it the body keeps MSL's default shapes, and the user is told.
      if (file || (!reference.empty() && !is_modelica_uri(reference))) {
        shapes_.push_back({shape->frame_a.port, ShapeSpec{.component = c.path(),
                                                          .kind = ShapeKind::mesh,
                                                          .color = {255, 161, 0},
                                                          .file = file.value_or(reference),
                                                          .scale = shape->params.shape_scale}});
        return true;
      }
      if (!reference.empty())
        notes_.push_back(fmt::format(
            "BodyShape '{}': shape file '{}' not found{}: drawn as MSL's default cylinder and "
            "sphere. Give the folder that holds it with --shapes DIR (a checkout of the "
            "library, or the folder of the file itself).",
            c.path(), reference,
            options_.shape_folders.empty()
                ? std::string(" (no --shapes folder given)")
                : fmt::format(" in {}", fmt::join(options_.shape_folders, ", "))));
      // MSL Parts.BodyShape: a cylinder from frame_a along r (width length/20)
      // and a sphere of twice that diameter at the centre of mass.
      Vector3d r{}, r_cm{};
      const Port* frame_a = c.find_port("frame_a");
      for (const auto& child : c.children())
        if (const auto* e = dynamic_cast<const multibody::Element*>(child.get())) {
          const multibody::ElementData d = e->element();
          if (d.kind == multibody::ElementKind::FixedTransform) r = value(d.r);
          if (d.kind == multibody::ElementKind::Body) r_cm = value(d.r_cm);
        }
      const double length = norm(r);
      const double width = length > 0 ? length / 20 : 0.05;
      if (length > 0)
        shapes_.push_back({frame_a, ShapeSpec{.component = c.path(),
                                              .kind = ShapeKind::cylinder,
                                              .length_direction = unit(r),
                                              .length = length,
                                              .width = width,
                                              .height = width}});
      shapes_.push_back({frame_a, ShapeSpec{.component = c.path(),
                                            .kind = ShapeKind::sphere,
                                            .origin = r_cm,
                                            .width = 2 * width}});
      return true;
    }
    return false;
  }

  // The other elements, as MSL animates them by default.
  void element_shapes(const ElementRef& e) {
    using K = multibody::ElementKind;
    const std::string& path = e.component->path();
    switch (e.data.kind) {
      case K::Body: {
        // MSL Parts.Body: a sphere of world.defaultBodyDiameter (1/18 m) at
        // the centre of mass, a cylinder of a third of it from frame_a.
        constexpr double diameter = 1.0 / 18;
        const Vector3d r_cm = value(e.data.r_cm);
        shapes_.push_back({e.data.frame_a, ShapeSpec{.component = path,
                                                     .kind = ShapeKind::sphere,
                                                     .origin = r_cm,
                                                     .width = diameter,
                                                     .nominal = true}});
        if (norm(r_cm) > 0)
          shapes_.push_back({e.data.frame_a, ShapeSpec{.component = path,
                                                       .kind = ShapeKind::cylinder,
                                                       .length_direction = unit(r_cm),
                                                       .length = norm(r_cm),
                                                       .width = diameter / 3,
                                                       .height = diameter / 3,
                                                       .nominal = true}});
        break;
      }
      case K::FixedTransform: {
        const Vector3d r = value(e.data.r);
        if (norm(r) > 0)
          shapes_.push_back({e.data.frame_a, ShapeSpec{.component = path,
                                                       .kind = ShapeKind::cylinder,
                                                       .length_direction = unit(r),
                                                       .length = norm(r),
                                                       .width = norm(r) / 20,
                                                       .height = norm(r) / 20,
                                                       .color = {155, 155, 155}}});
        break;
      }
      case K::Revolute: {
        // world.defaultJointLength 0.1 m, defaultJointWidth 0.05 m, centred on frame_a.
        const Vector3d n = e.data.axis;
        shapes_.push_back(
            {e.data.frame_a, ShapeSpec{.component = path,
                                       .kind = ShapeKind::cylinder,
                                       .origin = {-0.05 * n[0], -0.05 * n[1], -0.05 * n[2]},
                                       .length_direction = n,
                                       .length = 0.1,
                                       .width = 0.05,
                                       .height = 0.05,
                                       .color = {255, 0, 0},
                                       .nominal = true}});
        break;
      }
      case K::Prismatic: {
        const Vector3d n = e.data.axis;
        shapes_.push_back(
            {e.data.frame_a, ShapeSpec{.component = path,
                                       .kind = ShapeKind::box,
                                       .length_direction = n,
                                       .width_direction = std::fabs(n[1]) < 0.9 ? Vector3d{0, 1, 0}
                                                                                : Vector3d{1, 0, 0},
                                       .length = 0.1,
                                       .width = 0.05,
                                       .height = 0.05,
                                       .color = {255, 0, 0},
                                       .nominal = true}});
        break;
      }
      default:
        break;
    }
  }

  const std::function<double(const Expr&)>& parameter_;
  const SceneOptions& options_;
  std::deque<ElementRef> elements_;
  FramePorts frames_;
  std::vector<PendingShape> shapes_;
  std::vector<std::string> notes_;
};

}  // namespace

ViewScene build_scene(const Model& model, const std::function<double(const Expr&)>& parameter,
                      const SceneOptions& options) {
  SceneBuilder builder(parameter, options);
  builder.collect(model, false);
  ViewScene scene = builder.finish(model);
  scene.notes = builder.notes();
  // The extent at the start (parameters only, joint coordinates 0), for the camera.
  const std::vector<FramePose> poses = frame_poses(
      scene, [&](const Expr& leaf) { return leaf.op() == Op::Parameter ? parameter(leaf) : 0.0; });
  double extent = 0;
  for (const FramePose& p : poses) extent = std::max(extent, norm(p.position));
  for (const ShapeSpec& s : scene.shapes)
    if (!s.nominal) extent = std::max(extent, s.length);
  scene.size = extent > 0 ? std::min(extent, 1.0) : 1.0;
  for (ShapeSpec& s : scene.shapes) {
    if (!s.nominal) continue;
    // A Body's rod ends at its centre of mass whatever the scale.
    if (s.kind != ShapeKind::cylinder || s.color[0] == 255) {
      s.length *= scene.size;
      if (s.kind != ShapeKind::sphere)
        for (double& x : s.origin) x *= scene.size;
    }
    s.width *= scene.size;
    s.height *= scene.size;
  }
  return scene;
}

}  // namespace acausal::viewer
