#pragma once
// What `acausal view` draws of a multibody model: its physical frames (frame
// ports joined by connections), the shapes of its bodies attached to them,
// its joints, and the spanning tree from the World that places every frame
// from the joint coordinates. The shapes follow the MSL animation defaults
// (Modelica.Mechanics.MultiBody.Visualizers): BodyBox a box, BodyCylinder a
// cylinder, BodyShape a cylinder with a sphere at the centre of mass, Body a
// sphere with a thin cylinder from frame_a, a fixed translation a thin rod,
// a revolute joint a short red cylinder along its axis.
#include <array>
#include <string>
#include <vector>

#include "components/multibody/element.hpp"
#include "core/expr/expr.hpp"
#include "core/model/model.hpp"

namespace acausal::viewer {

using Vector3d = std::array<double, 3>;

enum class ShapeKind { box, cylinder, sphere, mesh };

/// One shape, fixed in the frame (node) it is attached to; coordinates in that frame.
struct ShapeSpec {
  std::string component;  // path of the component it draws
  ShapeKind kind = ShapeKind::box;
  int node = 0;
  Vector3d origin{};                   // box/cylinder: start of the length; sphere: centre
  Vector3d length_direction{1, 0, 0};  // unit
  Vector3d width_direction{0, 1, 0};
  double length = 0, width = 0, height = 0;  // sphere: width = diameter
  std::array<int, 3> color{0, 128, 255};     // MSL's default body colour
  /// Sizes of MSL's world defaults (joints, Body spheres), given for a
  /// mechanism of 1 m (world.nominalLength) and scaled to the one drawn.
  bool nominal = false;
  /// mesh: the file (read when the page is written) and its unit in metres;
  /// its coordinates are the node's.
  std::string file;
  double scale = 1;
};

/// A joint: its axis in the frame of node (frame_a's physical frame).
struct JointSpec {
  std::string component;
  int node = 0;
  Vector3d axis{0, 0, 1};
  bool prismatic = false;
};

/// How one edge of the spanning tree places the node `to` from the node
/// `from`: a joint moving by q about/along axis, or a fixed rotation E
/// (from-coordinates to to-coordinates) and translation r (in from-coordinates).
struct TreeEdge {
  int from = 0, to = 0;
  multibody::ElementKind kind = multibody::ElementKind::FixedTransform;
  bool reversed = false;  // traversed from frame_b to frame_a
  Vector3d axis{0, 0, 1};
  Expr q;                          // joints
  multibody::Matrix3d rotation{};  // fixed transforms
  multibody::Vec3 r{};
  std::string component;
};

struct ViewScene {
  std::string model;
  /// Port paths of every physical frame reached from the World (node 0).
  std::vector<std::vector<std::string>> nodes;
  std::vector<TreeEdge> tree;  // in breadth-first order from the World
  std::vector<ShapeSpec> shapes;
  std::vector<JointSpec> joints;
  Vector3d up{0, 1, 0};  // opposite to gravity
  /// Extent of the mechanism at the start [m] (farthest frame from the World,
  /// longest shape), at most 1: the nominal length that default sizes scale with.
  double size = 1;
  /// What the page draws differently from the model, for the user to read
  /// (a shape file not found, drawn with MSL's default shapes instead).
  std::vector<std::string> notes;
};

struct SceneOptions {
  /// Folders that hold the models' shape files (see viewer/shape_files.hpp).
  std::vector<std::string> shape_folders;
};

/// The scene of `model`. `parameter` gives a parameter's value (the model's,
/// or the one a result file recorded). Throws ModelError if the model has no
/// multibody World.
ViewScene build_scene(const Model& model, const std::function<double(const Expr&)>& parameter,
                      const SceneOptions& options = {});

}  // namespace acausal::viewer
