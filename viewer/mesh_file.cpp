#include "viewer/mesh_file.hpp"

#include <assimp/postprocess.h>
#include <assimp/scene.h>

#include <assimp/Importer.hpp>
#include <filesystem>

#include <fmt/format.h>

#include "core/errors.hpp"

namespace acausal::viewer {

std::vector<float> read_mesh_triangles(const std::string& path, double scale,
                                       const std::string& owner) {
  auto refuse = [&](const std::string& why) {
    return ModelError(fmt::format(
        "view: BodyShape '{}': cannot draw shape_file '{}': {}. Set {}.shape_file to a mesh "
        "file assimp reads (STL, OBJ, DXF, glTF, ...), relative to the working folder.",
        owner, path, why, owner));
  };
  if (!std::filesystem::is_regular_file(path)) throw refuse("no such file");
  Assimp::Importer importer;
  const aiScene* scene = importer.ReadFile(path, aiProcess_Triangulate | aiProcess_SortByPType);
  if (!scene || !scene->mRootNode) throw refuse(importer.GetErrorString());
  std::vector<float> triangles;
  // Node placements apply, except the root's: assimp puts its conversion to
  // y-up there (DXF, Collada z-up), and MSL reads a shape file in the
  // coordinates it is written in (those of the body's frame_a).
  auto add = [&](auto&& self, const aiNode* node, const aiMatrix4x4& placement) -> void {
    for (unsigned n = 0; n < node->mNumMeshes; ++n) {
      const aiMesh* mesh = scene->mMeshes[node->mMeshes[n]];
      for (unsigned f = 0; f < mesh->mNumFaces; ++f) {
        const aiFace& face = mesh->mFaces[f];
        if (face.mNumIndices != 3) continue;  // points and lines
        for (unsigned k = 0; k < 3; ++k) {
          const aiVector3D v = placement * mesh->mVertices[face.mIndices[k]];
          triangles.push_back(static_cast<float>(v.x * scale));
          triangles.push_back(static_cast<float>(v.y * scale));
          triangles.push_back(static_cast<float>(v.z * scale));
        }
      }
    }
    for (unsigned c = 0; c < node->mNumChildren; ++c)
      self(self, node->mChildren[c], placement * node->mChildren[c]->mTransformation);
  };
  add(add, scene->mRootNode, aiMatrix4x4());
  if (triangles.empty()) throw refuse("it holds no triangles");
  return triangles;
}

}  // namespace acausal::viewer
