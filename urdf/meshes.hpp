#pragma once
// The meshes a URDF's visual shapes name (STL, DAE, OBJ, ...) converted to
// binary glTF (.glb) for a browser viewer, with assimp.
#include <string>
#include <vector>

#include "urdf/robot_description.hpp"

namespace acausal::urdf {

struct ConvertedMesh {
  std::string link;
  std::string source;  // the mesh file read
  std::string gltf;    // the .glb written
  unsigned meshes = 0;
  unsigned faces = 0;
};

/// Whether this build converts meshes (built with assimp).
bool mesh_conversion_available();

/// Converts every visual mesh of the robot to OUT/<link>_<k>.glb (k counts the
/// link's meshes from 0). A mesh that was not found, or that assimp cannot
/// read, is a ModelError naming the link and the file.
std::vector<ConvertedMesh> convert_meshes_to_gltf(const RobotDescription& robot,
                                                  const std::string& out_folder);

}  // namespace acausal::urdf
